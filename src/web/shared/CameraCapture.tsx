import CameraAltIcon from '@mui/icons-material/CameraAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { genericMessages } from '@/shared/site-messages';
import { canvasToJpeg } from './images';
import { useMessages } from './i18n';
import { photoMessages } from './messages';

export type CameraCaptureProps = {
  open: boolean;
  title: string;
  /** 'user' for selfies, 'environment' for documents. */
  facingMode?: 'user' | 'environment';
  onClose(): void;
  onConfirm(photo: Blob): void;
};

const MAX_SIDE_PX = 1600;

type CameraState = 'starting' | 'live' | 'denied';

/** A camera modal: live preview, capture, retake or confirm; the confirmed picture is a JPEG Blob. */
export function CameraCapture({ open, title, facingMode = 'user', onClose, onConfirm }: CameraCaptureProps) {
  const t = useMessages(photoMessages);
  const generic = useMessages(genericMessages);
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState('starting');
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('denied');
      return;
    }
    // `attempt` restarts the camera when the person presses Try Again.
    void attempt;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode, width: { ideal: 1280 } }, audio: false })
      .then((stream) => {
        if (!live) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        setState('live');
      })
      .catch(() => live && setState('denied'));
    return () => {
      live = false;
      stop();
    };
  }, [open, facingMode, attempt, stop]);

  // A new visit to the camera starts without the last picture; it stays during the closing fade.
  useEffect(() => {
    if (open) setPhoto(null);
  }, [open]);

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  // The video element mounts with the dialog, after the stream may already be there.
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element && streamRef.current && element.srcObject !== streamRef.current)
      element.srcObject = streamRef.current;
  }, []);

  async function capture() {
    const video = videoRef.current;
    if (!video?.videoWidth) return;
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToJpeg(canvas);
    setPhoto({ blob, url: URL.createObjectURL(blob) });
  }

  function confirm() {
    if (!photo) return;
    stop();
    onConfirm(photo.blob);
  }

  function close() {
    stop();
    onClose();
  }

  if (open && state === 'denied') {
    return (
      <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ color: 'warning.dark' }}>
          {generic('CAMERA_ACCESS_NEEDED')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText role="alert">{t('CAMERA_HELP')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{generic('CANCEL')}</Button>
          <Button variant="contained" autoFocus onClick={() => setAttempt((n) => n + 1)}>
            {generic('TRY_AGAIN')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            bgcolor: 'grey.900',
            borderRadius: 2,
            overflow: 'hidden',
            aspectRatio: '3 / 4',
            maxHeight: '60vh',
            mx: 'auto',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {state === 'starting' && (
            <CircularProgress aria-label={t('STARTING_CAMERA')} sx={{ color: 'grey.100' }} />
          )}
          <Box
            component="video"
            ref={attachVideo}
            autoPlay
            playsInline
            muted
            aria-label={t('CAMERA_PREVIEW')}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: photo || state !== 'live' ? 'none' : 'block',
              // A selfie preview behaves like a mirror; the saved photo is not flipped.
              transform: facingMode === 'user' ? 'scaleX(-1)' : undefined,
            }}
          />
          {photo && (
            <Box
              component="img"
              src={photo.url}
              alt={t('CAPTURED_PHOTO')}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>{generic('CANCEL')}</Button>
        {photo ? (
          <>
            <Button variant="outlined" onClick={() => setPhoto(null)}>
              {t('RETAKE')}
            </Button>
            <Button variant="contained" onClick={confirm} autoFocus>
              {t('USE_THIS_PHOTO')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            startIcon={<CameraAltIcon />}
            onClick={capture}
            disabled={state !== 'live'}
          >
            {t('CAPTURE')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
