import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { DriverProfile, DriverServices } from '@schemas/driver';
import { MAP_DEFAULT_CENTER } from '@config/constants';
import { api, errorMessage } from '@/web/shared/api';
import { useDialogs } from '@/web/shared/dialogs';
import { currentPosition } from '@/web/ride/common/geolocation';
import { driverJobMessages } from '../messages';
import { useMessages } from '@/web/shared/i18n';

/** The map loads only when the driver has to pin where they are. */
const MapView = lazy(() => import('@/web/shared/MapView').then((module) => ({ default: module.MapView })));

type LatLng = { lat: number; lng: number };

const SERVICE_LABELS: Record<keyof DriverServices, string> = {
  ride: 'Ride',
  pautos: 'Pautos',
  delivery: 'Delivery',
};

/** Online and offline, the services taken, and where the driver is: the phone's location or a pin. */
export function OnlinePanel({
  profile,
  onProfile,
  onPinned,
}: {
  profile: DriverProfile;
  onProfile(profile: DriverProfile): void;
  onPinned(at: LatLng | null): void;
}) {
  const dialogs = useDialogs();
  const d = useMessages(driverJobMessages);
  const [services, setServices] = useState<DriverServices>(profile.services);
  const [busy, setBusy] = useState(false);
  const [pinMode, setPinMode] = useState(false);
  const [center, setCenter] = useState<LatLng>(
    profile.lat !== null && profile.lng !== null
      ? { lat: profile.lat, lng: profile.lng }
      : MAP_DEFAULT_CENTER,
  );
  const noService = !services.ride && !services.pautos && !services.delivery;

  async function post(body: { is_online: boolean; lat?: number; lng?: number; services: DriverServices }) {
    setBusy(true);
    try {
      const updated = await api<DriverProfile>('driver/status', { method: 'POST', body });
      onProfile(updated);
      return true;
    } catch (error) {
      await dialogs.alert('error', d('COULD_NOT_CHANGE'), errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function goOnline() {
    setBusy(true);
    let at: LatLng | null = null;
    try {
      at = await currentPosition();
    } catch {
      at = null;
    }
    setBusy(false);
    if (!at) {
      setPinMode(true);
      return;
    }
    onPinned(null);
    await post({ is_online: true, lat: at.lat, lng: at.lng, services });
  }

  async function goOnlineAtPin() {
    if (await post({ is_online: true, lat: center.lat, lng: center.lng, services })) {
      onPinned(center);
      setPinMode(false);
    }
  }

  async function toggleService(key: keyof DriverServices, value: boolean) {
    const next = { ...services, [key]: value };
    setServices(next);
    if (profile.is_online && (next.ride || next.pautos || next.delivery)) {
      await post({ is_online: true, services: next });
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="online-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="online-title" variant="h6" component="h2">
          {profile.is_online ? d('YOU_ARE_ONLINE') : d('YOU_ARE_OFFLINE')}
        </Typography>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: profile.is_online ? 'success.main' : 'grey.400',
          }}
        />
      </Stack>
      {profile.is_online && profile.location && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {profile.location}
        </Typography>
      )}
      <Typography variant="subtitle2" component="p" id="services-label">
        {d('SERVICES')}
      </Typography>
      <FormGroup row aria-labelledby="services-label">
        {(Object.keys(SERVICE_LABELS) as (keyof DriverServices)[]).map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Checkbox
                checked={services[key]}
                onChange={(event) => void toggleService(key, event.target.checked)}
                disabled={busy}
              />
            }
            label={d(`SERVICE_${key}`)}
          />
        ))}
      </FormGroup>
      {noService && (
        <Typography variant="body2" color="error" role="alert">
          {d('CHOOSE_SERVICE')}
        </Typography>
      )}

      {pinMode && !profile.is_online && (
        <Box sx={{ mt: 2 }}>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {d('NO_LOCATION')}
          </Alert>
          <Box sx={{ position: 'relative', height: 260, borderRadius: 2, overflow: 'hidden' }}>
            <Suspense fallback={null}>
              <MapView
                center={center}
                zoom={16}
                height="100%"
                label={d('PIN_MAP')}
                onChange={(change) => setCenter(change.center)}
                onClick={(at) => setCenter(at)}
              />
            </Suspense>
            <PlaceIcon
              aria-hidden
              sx={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                transform: 'translate(-50%, -100%)',
                fontSize: 44,
                color: 'error.main',
                pointerEvents: 'none',
              }}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button onClick={() => setPinMode(false)}>{d('CANCEL')}</Button>
            <Button
              variant="contained"
              fullWidth
              onClick={() => void goOnlineAtPin()}
              loading={busy}
              disabled={noService}
            >
              {d('GO_ONLINE_HERE')}
            </Button>
          </Stack>
        </Box>
      )}

      {!pinMode && (
        <Button
          sx={{ mt: 2 }}
          variant={profile.is_online ? 'outlined' : 'contained'}
          color={profile.is_online ? 'inherit' : 'primary'}
          fullWidth
          size="large"
          loading={busy}
          disabled={!profile.is_online && noService}
          onClick={() =>
            profile.is_online
              ? void post({ is_online: false, services }).then(() => onPinned(null))
              : void goOnline()
          }
        >
          {profile.is_online ? d('GO_OFFLINE') : d('GO_ONLINE')}
        </Button>
      )}
    </Paper>
  );
}
