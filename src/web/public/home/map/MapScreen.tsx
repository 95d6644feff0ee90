import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GetAppIcon from '@mui/icons-material/GetApp';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_MOVE_DELAY_MS,
  VEHICLE_TYPES,
  type VehicleSlug,
} from '@config/constants';
import type { OnlineDriver } from '@schemas/driver';
import { canSeeActiveUsers } from '@/shared/roles';
import { homeMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { useDialogs } from '@/web/shared/dialogs';
import { type MapChange, MapMarker, MapView } from '@/web/shared/MapView';
import { useSession } from '@/web/shared/session';
import { useSettings } from '@/web/shared/settings';
import type { HomeVariant } from '../variants';
import { ActiveDriversPanel } from './ActiveDriversPanel';
import { DriverPin, OwnPin } from './DriverMarker';
import { DriverPopup } from './DriverPopup';
import { lastKnownLocation, locate } from './location';
import { busyMessage, needsNewSearch, vehicleName } from './map-logic';
import { SelectLocationDialog } from './SelectLocationDialog';
import { useOnlineDrivers } from './useOnlineDrivers';
import { useSlowInternet } from './useSlowInternet';
import { rememberWalkInShown, WalkInDialog, walkInShownThisVisit } from './WalkInDialog';
import { mapMessages } from '../messages';

// Staff-only parts (the live recently-booked list, the admin's heatmap) load only for staff.
const AdminTools = lazy(() => import('./AdminTools'));

/** Drivers the first view of a search is fitted around, with the visitor. */
const FIT_NEAREST = 5;
/** The map's credits take up to two lines at the foot of a phone's map: the buttons there sit above them. */
const MAP_CREDITS_CLEARANCE = 48;

/**
 * View 2 of the home page: online drivers around the visitor (or a city's centre), live. Loaded on demand
 * with google-map-react, so the chooser stays light.
 */
export default function MapScreen({
  variant,
  vehicles: initialVehicles,
  adminVehicleFilter,
}: {
  variant: HomeVariant;
  vehicles: VehicleSlug[];
  adminVehicleFilter: boolean;
}) {
  useLocale(); // re-renders these texts when the language changes
  const session = useSession();
  const settings = useSettings();
  const dialogs = useDialogs();
  const [vehicles, setVehicles] = useState(initialVehicles);
  const [searchCentre, setSearchCentre] = useState<LatLng | null>(variant.center);
  const [mapCentre, setMapCentre] = useState<LatLng>(variant.center ?? MAP_DEFAULT_CENTER);
  const [own, setOwn] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(!variant.center);
  const [asking, setAsking] = useState(false);
  const [chooseLocation, setChooseLocation] = useState(false);
  const [selected, setSelected] = useState<OnlineDriver | null>(null);
  const walkInEligible =
    !session.isAdmin && !session.isDriver && (variant.kind === 'home' || variant.kind === 'city');
  const [walkIn, setWalkIn] = useState(false);
  /** The walk-in dialog is owed this visit but waits its turn behind the location dialogs. */
  const [walkInDue, setWalkInDue] = useState(false);
  useEffect(() => {
    if (walkInEligible && !walkInShownThisVisit()) setWalkInDue(true);
  }, [walkInEligible]);
  const [fit, setFit] = useState<{ key: number; points: LatLng[] }>({ key: 0, points: [] });
  const [heatmap, setHeatmap] = useState<LatLng[] | null>(null);
  const [adminOpen, setAdminOpen] = useState(false);
  const slow = useSlowInternet();
  const { drivers, loaded, loading } = useOnlineDrivers({
    centre: searchCentre,
    vehicles,
    services: variant.services,
    webTimeoutSeconds: settings?.web_timeout_seconds,
  });

  const findMe = useCallback(
    async (explicit: boolean) => {
      setLocating(true);
      const result = await locate();
      setLocating(false);
      if (result.ok) {
        setOwn(result.position);
        setMapCentre(result.position);
        setSearchCentre(result.position);
        return;
      }
      if (result.denied) {
        setAsking(true);
        await dialogs.alert(
          'warning',
          translateNow(homeMessages, 'LOCATION_DENIED_TITLE'),
          translateNow(homeMessages, 'LOCATION_DENIED_TEXT'),
        );
        setAsking(false);
      }
      if (explicit) return;
      const last = lastKnownLocation();
      if (last) {
        setMapCentre(last);
        setSearchCentre(last);
      } else setChooseLocation(true);
    },
    [dialogs],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current || variant.center) return;
    started.current = true;
    findMe(false);
  }, [findMe, variant.center]);

  // The first answer of a search frames the visitor and the nearest drivers.
  const framed = useRef<string>('');
  useEffect(() => {
    if (!loaded || !searchCentre) return;
    const search = `${searchCentre.lat},${searchCentre.lng},${vehicles.join()}`;
    if (framed.current === search) return;
    framed.current = search;
    if (drivers.length === 0) return;
    const points = [
      own ?? searchCentre,
      ...drivers.slice(0, FIT_NEAREST).map((d) => ({ lat: d.lat, lng: d.lng })),
    ];
    setFit((current) => ({ key: current.key + 1, points }));
  }, [loaded, drivers, searchCentre, own, vehicles]);

  // Panning far away (with Google's map) searches around the new middle.
  const moveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(moveTimer.current), []);
  const onMapChange = (change: MapChange) => {
    clearTimeout(moveTimer.current);
    moveTimer.current = setTimeout(() => {
      setMapCentre(change.center);
      setSearchCentre((current) =>
        current && needsNewSearch(current, change.center) ? change.center : current,
      );
    }, MAP_MOVE_DELAY_MS);
  };

  const chooseTown = (centre: LatLng) => {
    setChooseLocation(false);
    setMapCentre(centre);
    setSearchCentre(centre);
  };

  const toggleVehicle = (slug: VehicleSlug) =>
    setVehicles((current) =>
      current.includes(slug)
        ? current.length > 1
          ? current.filter((v) => v !== slug)
          : current
        : VEHICLE_TYPES.map((t) => t.slug).filter((v) => v === slug || current.includes(v)),
    );

  // One dialog at a time: first where to look (the browser's answer, "Location Access Denied", then "Select a
  // location"), then the walk-in offer.
  const locationDialogPending = locating || asking || chooseLocation;
  useEffect(() => {
    if (!walkInDue || locationDialogPending || selected !== null) return;
    setWalkInDue(false);
    rememberWalkInShown();
    setWalkIn(true);
  }, [walkInDue, locationDialogPending, selected]);

  const searching = locating || (searchCentre !== null && !loaded);
  const anotherDialogOpen = walkIn || chooseLocation || asking || selected !== null;
  const showOverlay = variant.slowOverlay && slow && (loading || !loaded);

  return (
    <Box
      sx={{ display: 'flex', height: '100%' }}
      data-testid="drivers-map"
      data-search-lat={searchCentre?.lat ?? ''}
      data-search-lng={searchCentre?.lng ?? ''}
    >
      <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
        <MapView
          center={mapCentre}
          fitPoints={fit.points}
          fitKey={fit.key}
          height="100%"
          label={translateNow(mapMessages, 'MAP_LABEL')}
          onChange={onMapChange}
          heatmap={heatmap ?? undefined}
          zoomAt="top-right"
        >
          {own && (
            <MapMarker lat={own.lat} lng={own.lng} label={translateNow(mapMessages, 'YOUR_LOCATION')}>
              <OwnPin />
            </MapMarker>
          )}
          {drivers.map((driver) => (
            <MapMarker
              key={driver.id}
              lat={driver.lat}
              lng={driver.lng}
              label={`${driver.name}, ${vehicleName(driver.vehicle_type)}`}
              onClick={() => setSelected(driver)}
            >
              <DriverPin driver={driver} selected={selected?.id === driver.id} />
            </MapMarker>
          ))}
        </MapView>

        <Stack
          spacing={1}
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 12,
            pointerEvents: 'none',
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ pointerEvents: 'auto' }}>
            <ActiveDriversPanel
              drivers={drivers}
              style={variant.panel}
              onSelect={setSelected}
              defaultOpen={variant.panel === 'drivers'}
            />
          </Box>
          {adminVehicleFilter && (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ pointerEvents: 'auto' }}
              aria-label={translateNow(mapMessages, 'VEHICLE_TYPES_SHOWN')}
            >
              {VEHICLE_TYPES.map((type) => (
                <Chip
                  key={type.slug}
                  label={type.name}
                  size="small"
                  color={vehicles.includes(type.slug) ? 'primary' : 'default'}
                  variant={vehicles.includes(type.slug) ? 'filled' : 'outlined'}
                  onClick={() => toggleVehicle(type.slug)}
                  aria-pressed={vehicles.includes(type.slug)}
                  sx={{ bgcolor: vehicles.includes(type.slug) ? undefined : 'background.paper' }}
                />
              ))}
            </Stack>
          )}
          {loaded && drivers.length === 0 && (
            <Alert severity="info" role="status" sx={{ pointerEvents: 'auto', maxWidth: 440, boxShadow: 2 }}>
              {busyMessage(vehicles)}
            </Alert>
          )}
        </Stack>

        {slow && !showOverlay && (
          <Alert
            severity="warning"
            role="status"
            sx={{ position: 'absolute', left: 12, right: 80, bottom: 104, maxWidth: 360, boxShadow: 2 }}
          >
            {translateNow(homeMessages, 'SLOW_INTERNET')}
          </Alert>
        )}

        <Stack
          direction="row"
          spacing={1}
          sx={{ position: 'absolute', left: 12, bottom: MAP_CREDITS_CLEARANCE, alignItems: 'center' }}
        >
          {walkInEligible && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<GetAppIcon />}
              onClick={() => setWalkIn(true)}
            >
              {translateNow(homeMessages, 'DOWNLOAD_THE_APP')}
            </Button>
          )}
          {session.isAdmin && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<AdminPanelSettingsIcon />}
              onClick={() => setAdminOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              {translateNow(homeMessages, 'RECENTLY_BOOKED_DRIVERS')}
            </Button>
          )}
        </Stack>
        <Fab
          color="primary"
          aria-label={translateNow(mapMessages, 'MY_LOCATION')}
          onClick={() => findMe(true)}
          sx={{ position: 'absolute', right: 16, bottom: MAP_CREDITS_CLEARANCE }}
        >
          {locating ? <CircularProgress size={24} color="inherit" /> : <MyLocationIcon />}
        </Fab>

        <Backdrop
          open={showOverlay}
          sx={{ position: 'absolute', zIndex: 5, color: '#fff', flexDirection: 'column' }}
        >
          <CircularProgress color="inherit" />
          <Typography sx={{ mt: 2, fontWeight: 700 }}>
            {translateNow(homeMessages, 'SLOW_INTERNET')}
          </Typography>
          <Typography>{translateNow(homeMessages, 'LOADING_PLEASE_WAIT')}</Typography>
        </Backdrop>
      </Box>

      {session.isAdmin && (
        <Paper
          square
          elevation={0}
          component="aside"
          aria-label={translateNow(mapMessages, 'ADMIN_TOOLS')}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 360,
            borderLeft: 1,
            borderColor: 'divider',
            overflow: 'hidden',
          }}
        >
          <Suspense fallback={null}>
            <AdminTools
              onHeatmap={setHeatmap}
              activeUsers={canSeeActiveUsers(session.roleName)}
              trike={variant.kind === 'trike'}
            />
          </Suspense>
        </Paper>
      )}
      {session.isAdmin && (
        <Drawer
          anchor="bottom"
          open={adminOpen}
          onClose={() => setAdminOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{
            paper: { sx: { maxHeight: '75vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
          }}
        >
          <Suspense fallback={null}>
            <AdminTools
              onHeatmap={setHeatmap}
              activeUsers={canSeeActiveUsers(session.roleName)}
              trike={variant.kind === 'trike'}
            />
          </Suspense>
        </Drawer>
      )}

      <Dialog open={searching && !anotherDialogOpen} aria-labelledby="finding-drivers" maxWidth="xs">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} />
          <Typography id="finding-drivers">{translateNow(homeMessages, 'FINDING_DRIVERS')}</Typography>
        </DialogContent>
      </Dialog>
      <WalkInDialog open={walkIn} onClose={() => setWalkIn(false)} />
      <SelectLocationDialog open={chooseLocation} onSelect={chooseTown} />
      {selected && (
        <DriverPopup
          driver={drivers.find((d) => d.id === selected.id) ?? selected}
          onClose={() => setSelected(null)}
        />
      )}
    </Box>
  );
}
