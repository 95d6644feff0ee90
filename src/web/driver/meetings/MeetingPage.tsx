import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { MeetingsList } from '@schemas/meeting';
import { formatManila, splitCountdown } from '@/shared/dates';
import { MEETING_MESSAGES } from '@/shared/messages';
import { canChooseMeetingSchedule, meetingStatus } from '@/shared/rewards';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useApi } from '../daily-quota/useApi';
import { messages } from './messages';

type Meeting = MeetingsList['data'][number];

const STATUS_KEY = {
  [MEETING_MESSAGES.HAPPENING_NOW]: 'happeningNow',
  [MEETING_MESSAGES.UPCOMING]: 'upcoming',
  [MEETING_MESSAGES.PAST]: 'past',
} as const;

/** /driver/general-meeting (and its aliases): meetings, their status in Manila time, and one schedule to choose. */
export default function MeetingPage() {
  return (
    <RequireLogin returnCode="driver-general-meeting">
      <PageLayout maxWidth="sm">
        <Meetings />
      </PageLayout>
    </RequireLogin>
  );
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Meetings() {
  const t = useMessages(messages);
  const { data, error, reload } = useApi<MeetingsList>('meetings', undefined, {
    forbiddenText: t('accessRestricted'),
  });
  const now = useNow();
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {data.data.length === 0 && <Typography color="text.secondary">{t('noMeetings')}</Typography>}
      {data.data.map((meeting) => (
        <MeetingCard key={meeting.id} meeting={meeting} now={now} onChosen={reload} />
      ))}
    </Stack>
  );
}

function MeetingCard({ meeting, now, onChosen }: { meeting: Meeting; now: Date; onChosen(): void }) {
  const t = useMessages(messages);
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const first = meeting.schedules[0]?.start_time ?? '00:00';
  const status = meetingStatus({ date: meeting.date, startTime: first }, now);
  const responded = meeting.my_schedule_id !== null;
  const secondsLeft = Math.floor((new Date(meeting.choose_until).getTime() - now.getTime()) / 1000);
  const open = canChooseMeetingSchedule(status, responded) && secondsLeft > 0;
  const mine = meeting.schedules.find((s) => s.id === meeting.my_schedule_id);

  /** Days, then hours: a week away reads "6 days, 04:35:47", not "148:35:47". */
  const countdown = (seconds: number) => {
    const { days, time } = splitCountdown(seconds);
    if (days === 0) return time;
    return days === 1 ? t('oneDay', { time }) : t('days', { days, time });
  };

  async function choose(scheduleId: number) {
    setBusy(true);
    try {
      const answer = await api<{ message: string }>('set_meeting_schedule', {
        method: 'POST',
        body: { meeting_id: meeting.id, meeting_schedule_id: scheduleId },
      });
      await dialogs.alert('success', t('title'), answer.message);
      onChosen();
    } catch (caught) {
      await dialogs.alert('error', t('error'), errorMessage(caught, t('error')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={`meeting-${meeting.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`meeting-${meeting.id}`} variant="h6" component="h2">
          {formatManila(`${meeting.date}T12:00:00+08:00`, 'dddd, MMMM D, YYYY')}
        </Typography>
        <Chip
          label={t(STATUS_KEY[status])}
          color={status === MEETING_MESSAGES.PAST ? 'default' : 'primary'}
        />
      </Stack>
      {meeting.description && <Typography sx={{ mt: 1 }}>{meeting.description}</Typography>}
      {open && (
        <Alert severity="info" icon={false} sx={{ mt: 1 }} role="timer" aria-live="off">
          {t('countdown')} <strong>{countdown(secondsLeft)}</strong>
        </Alert>
      )}
      {mine && (
        <Alert severity="success" sx={{ mt: 1 }}>
          <strong>{t('scheduleSet')}</strong>{' '}
          {t('chosen', { time: mine.start_time, description: mine.description })}
        </Alert>
      )}
      {status !== MEETING_MESSAGES.PAST && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {t('schedules')}
          </Typography>
          {meeting.schedules.length === 0 && (
            <Typography color="text.secondary">{t('noSchedules')}</Typography>
          )}
          {meeting.schedules.map((schedule) => (
            <Stack
              key={schedule.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography>
                {schedule.start_time} {schedule.description}
              </Typography>
              {schedule.id === meeting.my_schedule_id ? (
                <Chip
                  icon={<CheckCircleIcon />}
                  color="success"
                  label={t('chosenSlot')}
                  data-testid="chosen-schedule"
                  aria-label={`${t('chosenSlot')}: ${schedule.start_time} ${schedule.description}`}
                />
              ) : (
                <Button
                  variant="outlined"
                  disabled={!open || busy}
                  onClick={() => void choose(schedule.id)}
                  aria-label={`${t('choose')}: ${schedule.start_time} ${schedule.description}`}
                >
                  {t('choose')}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
