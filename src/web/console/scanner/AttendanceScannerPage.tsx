import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ScannedUser } from '@schemas/attendance';
import { formatManila } from '@/shared/dates';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { useMessages } from '@/web/shared/i18n';
import { scannerMessages } from './messages';

type Decoder = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
type CameraState = 'starting' | 'scanning' | 'denied' | 'none';
/** How often a video frame is decoded. */
const FRAME_INTERVAL_MS = 200;

let decoder: Promise<Decoder> | null = null;
/** jsqr, loaded on the first frame. */
function loadDecoder(): Promise<Decoder> {
  decoder ??= import('jsqr').then((module) => module.default as unknown as Decoder);
  return decoder;
}

async function decodeImage(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  context.drawImage(source, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  const decode = await loadDecoder();
  return decode(pixels.data, width, height)?.data ?? null;
}

/** The spec's scanner rule: empty codes and payment QR codes are not people. */
export function isScannable(code: string | null): code is string {
  return Boolean(code?.trim()) && !code!.toLowerCase().includes('p2pqrpay');
}

/** Attendance scanner: camera frames (or an uploaded picture) decoded with jsqr, then the scanned user's details. */
export default function AttendanceScannerPage() {
  const t = useMessages(scannerMessages);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const basename = useBasename();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  const [scanned, setScanned] = useState<ScannedUser | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  /** While a lookup runs or its dialog is open, further scans are ignored. */
  const locked = useRef(false);

  const lookup = useCallback(
    async (code: string | null) => {
      if (!isScannable(code) || locked.current) return;
      locked.current = true;
      setLookingUp(true);
      setNotice(null);
      try {
        setScanned(await api<ScannedUser>('attendance/scan', { query: { qr: code } }));
      } catch (failure) {
        // A failed lookup closes the dialog and scanning goes on.
        locked.current = false;
        setNotice(errorMessage(failure, t('anError')));
      } finally {
        setLookingUp(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void attempt;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    setCamera('starting');
    const tick = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2 && !locked.current) {
        const code = await decodeImage(element, element.videoWidth, element.videoHeight).catch(() => null);
        if (code) await lookup(code);
      }
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('none');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play().catch(() => {});
        setCamera('scanning');
        void tick();
      })
      .catch((failure: DOMException) => {
        if (stopped) return;
        setCamera(failure.name === 'NotAllowedError' || failure.name === 'SecurityError' ? 'denied' : 'none');
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [attempt, lookup]);

  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    try {
      const bitmap = await createImageBitmap(file);
      const code = await decodeImage(bitmap, bitmap.width, bitmap.height);
      bitmap.close();
      if (!isScannable(code)) setNotice(t('notDetected'));
      else await lookup(code);
    } catch {
      setNotice(t('notDetected'));
    }
  };

  const close = () => {
    setScanned(null);
    locked.current = false;
  };

  const act = async (path: string) => {
    if (!scanned) return;
    // Blocking signs the driver out on every device: one tap beside "Verify attendance" must not do it.
    if (
      path === 'block' &&
      !(await dialogs.confirm(t('blockTitle', { name: scanned.user.name }), t('blockText'), {
        yes: t('blockYes'),
        no: t('cancel'),
      }))
    )
      return;
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>(`${path}/${scanned.user.id}`);
      await dialogs.alert('success', t('done'), message);
      setScanned(await api<ScannedUser>('attendance/scan', { query: { qr: scanned.user.code } }));
    } catch (failure) {
      await dialogs.alert('error', t('errorTitle'), errorMessage(failure, t('anError')));
    } finally {
      setBusy(false);
    }
  };

  const user = scanned?.user;
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={t('title')} />
      <Card sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <QrCodeScannerIcon />
            <Typography>{t('prompt')}</Typography>
          </Stack>
          <Box
            sx={{
              position: 'relative',
              width: '100%',
              aspectRatio: '1',
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
              display: camera === 'scanning' || camera === 'starting' ? 'block' : 'none',
            }}
          >
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('prompt')}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            {camera === 'starting' && (
              <Typography sx={{ position: 'absolute', inset: 0, color: 'common.white', p: 2 }} role="status">
                {t('starting')}
              </Typography>
            )}
          </Box>
          {camera === 'none' && <Alert severity="info">{t('noCamera')}</Alert>}
          {lookingUp && (
            <Alert severity="info" role="status">
              {t('lookingUp')}
            </Alert>
          )}
          {notice && <Alert severity="error">{notice}</Alert>}
          <Button variant="outlined" component="label">
            {t('fromImage')}
            <input
              type="file"
              accept="image/*"
              hidden
              aria-label={t('fromImage')}
              onChange={(event) => {
                void fromFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
      </Card>

      <Dialog open={camera === 'denied'} aria-labelledby="camera-needed">
        <DialogTitle id="camera-needed">{t('cameraNeeded')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cameraNeededText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCamera('none')}>{t('cancel')}</Button>
          <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={Boolean(scanned)} onClose={close} fullWidth maxWidth="xs" aria-labelledby="scanned-user">
        <DialogTitle id="scanned-user">{t('scannedUser')}</DialogTitle>
        {user && scanned && (
          <DialogContent dividers>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={user.photo ?? undefined} alt="" sx={{ width: 64, height: 64 }} />
                <div>
                  <Typography variant="h6" component="p">
                    {user.name}
                  </Typography>
                  {user.is_blocked && <Chip size="small" color="error" label={t('blocked')} />}
                </div>
              </Stack>
              <Detail label={t('phone')} value={user.phone ?? t('none')} />
              <Detail label={t('email')} value={user.email ?? t('none')} />
              <Detail
                label={t('meeting')}
                testId="scanned-meeting"
                value={
                  scanned.meeting
                    ? joinParts(
                        t(scanned.meeting.is_today ? 'meetingToday' : 'meetingOn', {
                          date: formatManila(`${scanned.meeting.date}T12:00:00+08:00`, 'MMM D, YYYY'),
                        }),
                        scanned.meeting.description,
                      )
                    : t('noMeeting')
                }
              />
              <Detail
                label={t('schedule')}
                testId="scanned-schedule"
                value={
                  scanned.schedule
                    ? joinParts(
                        formatManila(
                          `${scanned.meeting?.date ?? '2000-01-01'}T${scanned.schedule.start_time}:00+08:00`,
                          'h:mm A',
                        ),
                        scanned.schedule.description,
                      )
                    : t('none')
                }
              />
              <Detail
                label={t('attendedAt')}
                value={
                  scanned.participant.attended_at
                    ? formatManila(scanned.participant.attended_at, 'MMM D, YYYY h:mm A')
                    : t('notYet')
                }
                testId="attended-at"
              />
            </Stack>
          </DialogContent>
        )}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" disabled={busy} onClick={() => void act('verify_attendance')}>
            {t('verify')}
          </Button>
          {user?.is_blocked ? (
            <Button disabled={busy} onClick={() => void act('unblock')}>
              {t('unblock')}
            </Button>
          ) : (
            <Button color="error" disabled={busy} onClick={() => void act('block')}>
              {t('block')}
            </Button>
          )}
          <Button onClick={close}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      {camera === 'denied' ? null : (
        <Button sx={{ mt: 2 }} onClick={() => navigate(basename || '/')}>
          {t('cancel')}
        </Button>
      )}
    </Box>
  );
}

function joinParts(...parts: string[]) {
  return parts.filter((part) => part.trim() !== '').join(' · ');
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100 }}>
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
