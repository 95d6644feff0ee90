import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ZoneBorder } from '@schemas/zone';
import { api } from '@/web/shared/api';
import { MapView } from '@/web/shared/MapView';

/** The zone's land on the map: the town's border, which decides which zone prices a pickup. */
export function ZoneShape() {
  const { id } = useParams();
  const translate = useTranslate();
  const [zone, setZone] = useState<ZoneBorder | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    api<ZoneBorder>(`admin/zones/${id}/border`)
      .then((answer) => live && setZone(answer))
      .catch(() => live && setZone(null));
    return () => {
      live = false;
    };
  }, [id]);
  const rings = useMemo(
    () =>
      zone?.border?.coordinates.flatMap((polygon) =>
        polygon.map((ring) => ring.map(([lng, lat]) => ({ lat, lng }))),
      ) ?? [],
    [zone],
  );
  if (zone === undefined) return null;
  if (zone === null)
    return <Alert severity="warning">{translate('The zone’s shape could not be loaded.')}</Alert>;
  return (
    <Box sx={{ mt: 2 }} data-zone-rings={rings.length}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('Zone shape')}
      </Typography>
      {rings.length === 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('This zone has no border: it covers 25 km around its centre.')}
        </Alert>
      )}
      <MapView
        height={360}
        center={{ lat: zone.lat, lng: zone.lng }}
        zoom={10}
        fitPoints={rings.length ? rings.flat() : undefined}
        fitKey={zone.id}
        outlines={rings}
        label={zone.name}
      />
    </Box>
  );
}
