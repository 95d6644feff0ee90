import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import CloseIcon from '@mui/icons-material/Close';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAP_DEFAULT_CENTER, PICKER_ZOOM } from '@config/constants';
import { bookingMessages, homeMessages } from '@/shared/messages';
import { useDialogs } from '@/web/shared/dialogs';
import { fitView, MapMarker, MapView } from '@/web/shared/MapView';
import { currentPosition, type LocationFailure } from '../common/geolocation';
import { FIELD_COLOR, PinIcon } from '../common/PinIcon';
import { ScreenBar } from '../common/ScreenBar';
import { usePlaceSearch } from '../common/usePlaceSearch';
import { isPlaceSet, type PinField, type PinState, pickerStartPoint, samePoint } from '../logic/pin-target';
import type { LatLng, Place } from '../logic/types';
import { rideMessages } from '../messages';
import { usePinName } from './usePinName';
import { useMessages } from '@/web/shared/i18n';

export type PickerPurpose = 'pin' | 'saved';

/** About 5 m: a map reporting back the centre it was sent, not a drag. */
const MAP_ECHO_TOLERANCE = 5e-5;

const FIELD_KEY = { pickup: 'PICKUP', dropoff: 'DROPOFF' } as const;
type Props = {
  purpose: PickerPurpose;
  pins: PinState;
  note: string;
  /** Saved-address mode: where the address being edited is now. */
  savedStart?: Place | null;
  route: LatLng[] | null;
  onBack(): void;
  onNote(note: string): void;
  onRetarget(field: PinField): void;
  onClear(field: PinField): void;
  onConfirm(place: Place): void;
};

/**
 * Page 2, the address picker: search (at most 5 places, 500 ms after typing), a map with a centre pin whose
 * address is re-resolved when the map is dragged, Pin/Re-pin and clear per field, recentre and refit, and a
 * confirm button that stays disabled while the address loads.
 */
export function PickerStep({
  purpose,
  pins,
  note,
  savedStart,
  route,
  onBack,
  onNote,
  onRetarget,
  onClear,
  onConfirm,
}: Props) {
  const dialogs = useDialogs();
  const t = useMessages(rideMessages);
  const b = useMessages(bookingMessages);
  const h = useMessages(homeMessages);
  const fieldLabel = (field: PinField) => t(FIELD_KEY[field]);
  const target: PinField | null = purpose === 'saved' ? null : pins.target;
  const targetPlace = target ? pins[target] : (savedStart ?? null);
  const start = purpose === 'saved' ? (savedStart?.coords ?? null) : pickerStartPoint(pins);

  const [center, setCenter] = useState<LatLng>(start ?? MAP_DEFAULT_CENTER);
  const [zoom, setZoom] = useState(PICKER_ZOOM);
  const [candidate, setCandidate] = useState<Place | null>(isPlaceSet(targetPlace) ? targetPlace : null);
  const { resolving, resolveError, resolve, stop } = usePinName(setCandidate);
  const [input, setInput] = useState('');
  const [searchText, setSearchText] = useState('');
  const [locating, setLocating] = useState(false);
  const search = usePlaceSearch(searchText, center);
  const requested = useRef<LatLng>(center);
  const mapBox = useRef<HTMLDivElement>(null);
  const [mapSize, setMapSize] = useState({ width: 0, height: 0 });

  useLayoutEffect(() => {
    const element = mapBox.current;
    if (!element) return;
    const measure = () => setMapSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const moveTo = useCallback((at: LatLng, nextZoom?: number) => {
    requested.current = at;
    setCenter(at);
    if (nextZoom !== undefined) setZoom(nextZoom);
  }, []);

  // A new target (after a pin is set, or Pin / Re-pin): start from its own value and an empty search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the target changes, reading the pins then
  useEffect(() => {
    if (purpose === 'saved') return;
    stop();
    setInput('');
    setSearchText('');
    const own = target ? pins[target] : null;
    setCandidate(isPlaceSet(own) ? own : null);
    if (isPlaceSet(own)) moveTo(own.coords);
  }, [target, purpose]);

  function choose(place: Place) {
    setCandidate(place);
    stop();
    moveTo(place.coords, PICKER_ZOOM);
  }

  async function recentre() {
    setLocating(true);
    try {
      const at = await currentPosition();
      moveTo(at, PICKER_ZOOM);
      resolve(at);
    } catch (failure) {
      if ((failure as LocationFailure) === 'denied') {
        await dialogs.alert('warning', h('LOCATION_DENIED_TITLE'), h('LOCATION_DENIED_TEXT'));
      } else {
        await dialogs.alert('warning', t('LOCATION_UNAVAILABLE'), t('LOCATION_SEARCH_INSTEAD'));
      }
    } finally {
      setLocating(false);
    }
  }

  const fitPoints = [pins.pickup, pins.dropoff, candidate]
    .filter((place): place is Place => isPlaceSet(place))
    .map((place) => place.coords);

  function refit() {
    const view = fitView(fitPoints, mapSize);
    if (view) moveTo(view.center, view.zoom);
  }

  const label =
    purpose === 'saved'
      ? t('USE_THIS_LOCATION')
      : b(target === 'dropoff' ? 'SET_DROPOFF_PIN' : 'SET_PICKUP_PIN');
  const title =
    purpose === 'saved' ? t('SET_ADDRESS_ON_MAP') : target === 'dropoff' ? t('SET_DROPOFF') : t('SET_PICKUP');
  const searchLabel =
    purpose === 'saved'
      ? t('SEARCH_A_PLACE')
      : target === 'dropoff'
        ? t('SEARCH_DROPOFF')
        : t('SEARCH_PICKUP');

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <ScreenBar title={title} onBack={onBack} />
      <Stack spacing={1} sx={{ px: 2, pt: 1.5, pb: 1 }}>
        {purpose === 'pin' &&
          (['pickup', 'dropoff'] as const).map((field) => (
            <FieldRow
              key={field}
              field={field}
              place={pins[field]}
              active={target === field}
              onPin={() => onRetarget(field)}
              onClear={() => onClear(field)}
            />
          ))}
        <Autocomplete<Place, false, false, false>
          id="picker-search"
          options={search.results}
          loading={search.searching}
          loadingText={b('SEARCHING')}
          noOptionsText={search.error ?? (searchText.trim() ? t('NO_PLACES') : t('TYPE_PLACE'))}
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.text}
          isOptionEqualToValue={(a, b) => samePoint(a.coords, b.coords) && a.text === b.text}
          inputValue={input}
          value={null}
          onInputChange={(_, value, reason) => {
            if (reason === 'input' || reason === 'clear') {
              setInput(value);
              setSearchText(value);
            }
          }}
          onChange={(_, place) => {
            if (!place) return;
            choose(place);
            setInput(place.text);
          }}
          blurOnSelect
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            return (
              <li key={`${key}-${option.coords.lat}-${option.coords.lng}`} {...rest}>
                <Box>
                  <Typography variant="body2">{option.text}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {option.subText}
                  </Typography>
                </Box>
              </li>
            );
          }}
          renderInput={(params) => <TextField {...params} label={searchLabel} size="small" />}
        />
        {purpose === 'pin' && target === 'pickup' && (
          <TextField
            id="pickup-note"
            label={t('PICKUP_NOTE')}
            placeholder={t('PICKUP_NOTE_HINT')}
            value={note}
            onChange={(event) => onNote(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        )}
      </Stack>
      <Box ref={mapBox} sx={{ position: 'relative', flex: 1, minHeight: 200 }}>
        <MapView
          center={center}
          zoom={zoom}
          height="100%"
          label={t('PICKER_MAP')}
          route={route ?? undefined}
          onChange={(change) => {
            if (samePoint(change.center, requested.current, MAP_ECHO_TOLERANCE)) return;
            requested.current = change.center;
            setCenter(change.center);
            setZoom(change.zoom);
            resolve(change.center);
          }}
          onClick={(at) => {
            moveTo(at);
            resolve(at);
          }}
        >
          {purpose === 'pin' &&
            (['pickup', 'dropoff'] as const)
              .filter((field) => isPlaceSet(pins[field]) && target !== field)
              .map((field) => {
                const place = pins[field] as Place;
                return (
                  <MapMarker
                    key={field}
                    lat={place.coords.lat}
                    lng={place.coords.lng}
                    label={`${fieldLabel(field)}: ${place.text}`}
                  >
                    <PinIcon field={field} size={30} />
                  </MapMarker>
                );
              })}
        </MapView>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -100%)',
            pointerEvents: 'none',
            filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.35))',
          }}
        >
          <PlaceIcon
            sx={{ fontSize: 44, color: target === 'pickup' ? FIELD_COLOR.pickup : FIELD_COLOR.dropoff }}
          />
        </Box>
        <Stack spacing={1} sx={{ position: 'absolute', right: 12, bottom: 12 }}>
          <Tooltip title={t('REFIT_MAP')} placement="left">
            <span>
              <Fab
                size="small"
                color="default"
                aria-label={t('REFIT_MAP')}
                onClick={refit}
                disabled={fitPoints.length === 0}
              >
                <CenterFocusStrongIcon />
              </Fab>
            </span>
          </Tooltip>
          <Tooltip title={t('MY_LOCATION')} placement="left">
            <span>
              <Fab
                size="small"
                color="default"
                aria-label={t('MY_LOCATION')}
                onClick={() => void recentre()}
                disabled={locating}
              >
                <MyLocationIcon />
              </Fab>
            </span>
          </Tooltip>
        </Stack>
      </Box>
      <Paper square elevation={6} sx={{ px: 2, pt: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))' }}>
        <Box role="status" aria-live="polite" sx={{ minHeight: 44, mb: 1 }}>
          {resolving ? (
            <Typography variant="body2" color="text.secondary">
              {t('LOADING_ADDRESS')}
            </Typography>
          ) : candidate ? (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {candidate.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {candidate.subText}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color={resolveError ? 'error' : 'text.secondary'}>
              {resolveError ? t('ADDRESS_NOT_FOUND_HERE') : t('PICKER_HINT')}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          fullWidth
          size="large"
          disabled={!candidate || resolving || (purpose === 'pin' && target === null)}
          onClick={() => candidate && onConfirm(candidate)}
        >
          {label}
        </Button>
      </Paper>
    </Box>
  );
}

function FieldRow({
  field,
  place,
  active,
  onPin,
  onClear,
}: {
  field: PinField;
  place: Place | null;
  active: boolean;
  onPin(): void;
  onClear(): void;
}) {
  const set = isPlaceSet(place);
  const t = useMessages(rideMessages);
  const label = t(FIELD_KEY[field]);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: active ? 'primary.main' : 'divider',
        borderWidth: active ? 2 : 1,
        borderRadius: 2,
        pl: 1,
        pr: 0.5,
        py: 0.25,
      }}
      aria-current={active ? 'step' : undefined}
    >
      <Box sx={{ width: 28, display: 'flex', justifyContent: 'center' }} aria-hidden>
        <PinIcon field={field} size={24} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {active ? t('SETTING_NOW', { field: label }) : label}
        </Typography>
        <Typography variant="body2" noWrap color={set ? 'text.primary' : 'text.secondary'}>
          {set ? place.text : t('NOT_SET')}
        </Typography>
      </Box>
      <Button
        size="small"
        onClick={onPin}
        aria-label={t(set ? 'REPIN_FIELD' : 'PIN_FIELD', { field: label.toLowerCase() })}
      >
        {set ? t('REPIN') : t('PIN')}
      </Button>
      {set && (
        <IconButton
          size="small"
          onClick={onClear}
          aria-label={t('CLEAR_FIELD', { field: label.toLowerCase() })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
