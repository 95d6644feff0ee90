import PersonPinIcon from '@mui/icons-material/PersonPinCircle';
import PlaceIcon from '@mui/icons-material/Place';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useEffect, useState } from 'react';
import { api } from '../../shared/api';
import { MapMarker, MapView } from '../../shared/MapView';
import { PinIcon } from '../book/PickerStep';
import { type BookingMarkerKind, type BookingMapPlan, routeQuery } from '../logic/booking-map';
import type { GeoRoute, LatLng } from '../logic/types';

const ICONS: Record<BookingMarkerKind, ReactNode> = {
  pickup: <PinIcon field="pickup" size={34} />,
  dropoff: <PinIcon field="dropoff" size={34} />,
  driver: (
    <Box
      sx={{
        bgcolor: 'secondary.main',
        color: '#fff',
        borderRadius: '50%',
        p: 0.5,
        display: 'flex',
        boxShadow: 2,
      }}
    >
      <TwoWheelerIcon fontSize="small" />
    </Box>
  ),
  'original-pickup': <PersonPinIcon sx={{ fontSize: 32, color: '#6a1b9a', display: 'block' }} />,
  'original-dropoff': <PlaceIcon sx={{ fontSize: 32, color: '#6a1b9a', display: 'block', opacity: 0.8 }} />,
};

/** The road of the leg to draw; a straight line when the route cannot be fetched. */
function useLegRoute(leg: BookingMapPlan['leg']): LatLng[] | undefined {
  const [route, setRoute] = useState<LatLng[] | undefined>(undefined);
  const key = leg ? `${leg.from.lat},${leg.from.lng}|${leg.to.lat},${leg.to.lng}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the leg's two points
  useEffect(() => {
    setRoute(undefined);
    if (!leg) return;
    let live = true;
    api<GeoRoute>('geo/route', { query: routeQuery(leg) })
      .then((answer) => live && setRoute(answer.polyline.length > 1 ? answer.polyline : [leg.from, leg.to]))
      .catch(() => live && setRoute([leg.from, leg.to]));
    return () => {
      live = false;
    };
  }, [key]);
  return route;
}

/** The booking map (top 40 %): markers, the leg for the status, refit on each status change (padding 50). */
export function BookingMap({
  plan,
  height,
  showOriginals,
  onToggleOriginals,
}: {
  plan: BookingMapPlan;
  height: string;
  showOriginals: boolean;
  onToggleOriginals(): void;
}) {
  const route = useLegRoute(plan.leg);
  return (
    <Box sx={{ position: 'relative', height }}>
      <MapView
        height="100%"
        label="Trip map"
        fitPoints={plan.fitPoints}
        fitKey={plan.fitKey}
        center={plan.fitPoints[0]}
        route={route}
      >
        {plan.markers.map((marker) => (
          <MapMarker key={marker.kind} lat={marker.at.lat} lng={marker.at.lng} label={marker.label}>
            {ICONS[marker.kind]}
          </MapMarker>
        ))}
      </MapView>
      {plan.canShowOriginals && (
        <Tooltip title={showOriginals ? 'Hide the original pins' : 'Show the original pins'} placement="left">
          <Fab
            size="small"
            color={showOriginals ? 'primary' : 'default'}
            onClick={onToggleOriginals}
            aria-pressed={showOriginals}
            aria-label="Show the original pickup and drop-off"
            sx={{ position: 'absolute', right: 12, bottom: 24 }}
          >
            {showOriginals ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </Fab>
        </Tooltip>
      )}
    </Box>
  );
}
