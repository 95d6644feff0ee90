import PlaceIcon from '@mui/icons-material/Place';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type LatLng, LOCATION_CHOICES } from '@config/constants';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';

/** Where to look for drivers when the browser gives no location and none is remembered. */
export function SelectLocationDialog({ open, onSelect }: { open: boolean; onSelect(centre: LatLng): void }) {
  useLocale(); // re-renders these texts when the language changes
  return (
    <Dialog open={open} aria-labelledby="select-location-title" maxWidth="xs" fullWidth>
      <DialogTitle id="select-location-title">{translateNow(homeMessages, 'SELECT_LOCATION')}</DialogTitle>
      <List sx={{ pt: 0 }}>
        {LOCATION_CHOICES.map((choice) => (
          <ListItemButton key={choice.name} onClick={() => onSelect(choice.center)}>
            <ListItemIcon>
              <PlaceIcon color="primary" />
            </ListItemIcon>
            <ListItemText primary={choice.name} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}
