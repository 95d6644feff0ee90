import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { TripTrace } from '@schemas/trip-trace';
import { api } from '@/web/shared/api';
import { useMessages } from '@/web/shared/i18n';
import { opsMessages } from '../ops-messages';

const MapView = lazy(() => import('@/web/shared/MapView').then((module) => ({ default: module.MapView })));
const MapMarker = lazy(() =>
  import('@/web/shared/MapView').then((module) => ({ default: module.MapMarker })),
);

/** Positions shown per tick of a replay (a tick every 100 ms: a long trip replays in a few seconds). */
const REPLAY_TICK_MS = 100;
/** The markers of the trace's first position and of the position replayed last. */
const DOT = { display: 'block', width: 14, height: 14, borderRadius: 7, boxSizing: 'border-box' } as const;

/**
 * The trip's trace on the map: the whole course, or replayed from the pickup, with the driven and quoted
 * distances and the staff flag when they differ too much. Hidden where the trip kept no trace or the staff
 * member may not read it.
 */
export function TripTraceReplay({ bookingId }: { bookingId: number }) {
  const t = useMessages(opsMessages);
  const [trace, setTrace] = useState<TripTrace | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    setTrace(null);
    api<TripTrace>(`admin/bookings/${bookingId}/trace`)
      .then((answer) => live && setTrace(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [bookingId]);
  const points = useMemo(() => trace?.points.map(({ lat, lng }) => ({ lat, lng })) ?? [], [trace]);
  const step = Math.max(1, Math.ceil(points.length / 60));
  useEffect(() => {
    if (shown === null) return;
    if (shown >= points.length) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(shown + step), REPLAY_TICK_MS);
    return () => clearTimeout(timer);
  }, [shown, points.length, step]);
  if (!trace) return null;
  if (points.length === 0) return <Typography variant="body2">{t('noTrace')}</Typography>;
  const drawn = shown === null ? points : points.slice(0, Math.max(1, shown));
  const here = drawn[drawn.length - 1];
  const start = points[0];
  return (
    <Stack
      component="section"
      aria-label={t('tripTrace')}
      data-trace-points={points.length}
      data-trace-drawn={drawn.length}
      data-trace-state={shown === null ? 'whole' : 'replaying'}
      sx={{ my: 1 }}
      spacing={1}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {t('tripTrace')}
        </Typography>
        {trace.trace_flagged && <Chip size="small" color="warning" label={t('traceFlagged')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('tracePoints', {
          n: String(points.length),
          driven: trace.driven_km === null ? '–' : String(trace.driven_km),
          quoted: trace.quoted_km === null ? '–' : String(trace.quoted_km),
        })}
      </Typography>
      <Suspense fallback={null}>
        <MapView height={300} fitPoints={points} fitKey={bookingId} route={drawn} label={t('tripTrace')}>
          <MapMarker lat={start.lat} lng={start.lng} label={t('traceStart')}>
            <span style={{ ...DOT, background: '#fff', border: '3px solid #2e7d32' }} />
          </MapMarker>
          <MapMarker lat={here.lat} lng={here.lng} label={t('traceHere')}>
            <span style={{ ...DOT, background: '#c62828', border: '2px solid #fff' }} />
          </MapMarker>
        </MapView>
      </Suspense>
      <Button size="small" onClick={() => setShown(1)} disabled={shown !== null} sx={{ alignSelf: 'start' }}>
        {t('replayTrace')}
      </Button>
    </Stack>
  );
}
