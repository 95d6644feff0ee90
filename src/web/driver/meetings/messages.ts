import { defineMessages } from '../../../shared/i18n';
import { MEETING_MESSAGES } from '../../../shared/messages';

export const messages = defineMessages(
  {
    title: MEETING_MESSAGES.TITLE,
    countdown: MEETING_MESSAGES.COUNTDOWN,
    accessRestricted: MEETING_MESSAGES.ACCESS_RESTRICTED,
    scheduleSet: MEETING_MESSAGES.SCHEDULE_SET,
    happeningNow: MEETING_MESSAGES.HAPPENING_NOW,
    upcoming: MEETING_MESSAGES.UPCOMING,
    past: MEETING_MESSAGES.PAST,
    choose: 'Choose this schedule',
    chosen: 'Your schedule: {time} {description}',
    schedules: 'Schedules',
    noMeetings: 'No meetings yet.',
    noSchedules: 'No schedules yet.',
    error: 'An error occurred',
    retry: 'Try again',
  },
  {
    title: 'Pangkalahatang Pulong',
    countdown: 'Matatapos ang pagpili ng iskedyul sa loob ng:',
    accessRestricted: 'Hindi mo ma-access ang pahinang ito sa ngayon.',
    scheduleSet: 'Naitakda na ang iyong iskedyul!',
    happeningNow: 'Nangyayari ngayon',
    upcoming: 'Paparating',
    past: 'Nakaraan',
    choose: 'Piliin ang iskedyul na ito',
    chosen: 'Ang iyong iskedyul: {time} {description}',
    schedules: 'Mga iskedyul',
    noMeetings: 'Wala pang pulong.',
    noSchedules: 'Wala pang iskedyul.',
    error: 'Nagkaroon ng error',
    retry: 'Subukan muli',
  },
);
