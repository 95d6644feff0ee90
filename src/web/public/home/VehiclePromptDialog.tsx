import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VEHICLE_TYPES, type VehicleSlug, WEB_CALLABLE_VEHICLE_SLUGS } from '../../../../config/constants';
import { homePageMessages } from './messages';
import { useMessages } from '../../shared/i18n';

/** "View Online Drivers" asks which vehicle first; only motorcycles can be called from the web. */
export function VehiclePromptDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  onChoose(vehicle: VehicleSlug): void;
}) {
  const t = useMessages(homePageMessages);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="vehicle-prompt-title" maxWidth="xs" fullWidth>
      <DialogTitle id="vehicle-prompt-title">{t('WHICH_VEHICLE')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {VEHICLE_TYPES.map((type) => (
            <Button
              key={type.slug}
              variant="outlined"
              size="large"
              onClick={() => onChoose(type.slug)}
              sx={{ justifyContent: 'flex-start', gap: 2, py: 1 }}
            >
              <img src={`/vehicles/${type.slug}.svg`} alt="" width={54} height={36} />
              <span>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {type.name}
                </Typography>
                <Typography component="span" variant="caption" color="text.secondary">
                  {WEB_CALLABLE_VEHICLE_SLUGS.includes(type.slug) ? t('CALL_OR_TEXT') : t('BOOK_IN_APP')}
                </Typography>
              </span>
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
      </DialogActions>
    </Dialog>
  );
}
