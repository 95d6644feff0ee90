import CameraAltIcon from '@mui/icons-material/CameraAlt';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useId, useState } from 'react';
import { CameraCapture } from './CameraCapture';
import { ImageFileError, prepareImage } from './images';
import { useEnglishText, useMessages } from './i18n';
import { photoMessages } from './messages';

export type PhotoInputProps = {
  label: string;
  description?: string;
  value: Blob | null | undefined;
  onChange(photo: Blob | null): void;
  error?: string;
  facingMode?: 'user' | 'environment';
  /** Receives the first button, so a form can move focus here when the photo is missing. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/** One photo for a form: taken with the camera or chosen from the device, with a preview and its error. */
export function PhotoInput({
  label,
  description,
  value,
  onChange,
  error,
  facingMode = 'user',
  buttonRef,
}: PhotoInputProps) {
  const t = useMessages(photoMessages);
  const inLocale = useEnglishText(photoMessages);
  const id = useId();
  const [cameraOpen, setCameraOpen] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setFileError(null);
    try {
      onChange(await prepareImage(file));
    } catch (caught) {
      setFileError(caught instanceof ImageFileError ? inLocale(caught.message) : t('UNREADABLE'));
    }
  }

  const message = fileError ?? error;
  const helpId = `${id}-help`;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={helpId}
      sx={{
        border: 1,
        borderColor: message ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 1.5,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: 1.5,
          bgcolor: 'grey.100',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.disabled',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t('PREVIEW_OF', { label })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <CameraAltIcon aria-hidden />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            ref={buttonRef}
            size="small"
            variant="outlined"
            startIcon={<CameraAltIcon />}
            onClick={() => setCameraOpen(true)}
            aria-describedby={helpId}
          >
            {value ? t('RETAKE') : t('TAKE_PHOTO')}
          </Button>
          <Button size="small" variant="text" component="label" startIcon={<PhotoLibraryIcon />}>
            {t('CHOOSE_FILE')}
            <input
              hidden
              type="file"
              accept="image/*"
              aria-label={t('CHOOSE_FILE_FOR', { label })}
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
          {message ?? (value ? t('PHOTO_ADDED') : '')}
        </FormHelperText>
      </Box>
      <CameraCapture
        open={cameraOpen}
        title={label}
        facingMode={facingMode}
        onClose={() => setCameraOpen(false)}
        onConfirm={(photo) => {
          setCameraOpen(false);
          setFileError(null);
          onChange(photo);
        }}
      />
    </Box>
  );
}
