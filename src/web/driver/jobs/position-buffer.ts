import { BUFFERED_POSITION_MAX_AGE_MS } from '@config/constants';
import { ApiError, api } from '@/web/shared/api';
import { getSession } from '@/web/shared/session';
import { add, readAll, remove } from './phone-store';

/**
 * The positions of a trip taken while the signal was gone: kept on the phone with the time they were taken
 * and sent, oldest first, when it returns, so the trip's trace has no gap. The server takes a position at most
 * {@link BUFFERED_POSITION_MAX_AGE_MS} old; older ones are dropped here.
 */
type BufferedPosition = { seq?: number; lat: number; lng: number; recorded_at: string; userId: number };

/** At most this many are kept (one every 10 s: the half hour the server still takes, with room). */
const MAX_KEPT = 240;

export async function bufferPosition(at: { lat: number; lng: number }, takenAt = Date.now()) {
  const userId = getSession().info?.id;
  if (userId === undefined) return;
  await add<BufferedPosition>('positions', { ...at, recorded_at: new Date(takenAt).toISOString(), userId });
}

let flushing: Promise<void> | null = null;

/** Sends the kept positions in the order they were taken; stops at the first one the signal does not carry. */
export function flushPositions(): Promise<void> {
  flushing ??= (async () => {
    const kept = await readAll<BufferedPosition>('positions');
    if (kept.length === 0) return;
    const me = getSession().info?.id;
    const oldest = Date.now() - BUFFERED_POSITION_MAX_AGE_MS + 60_000;
    const stale = kept.filter(
      (position, index) => Date.parse(position.recorded_at) < oldest || index < kept.length - MAX_KEPT,
    );
    await remove(
      'positions',
      stale.map((position) => position.seq ?? 0),
    );
    for (const position of kept) {
      if (stale.includes(position) || position.userId !== me) continue;
      try {
        await api('driver/location', {
          method: 'POST',
          body: { lat: position.lat, lng: position.lng, recorded_at: position.recorded_at },
        });
      } catch (error) {
        // No signal: the rest waits. A position the server will not take (gone offline, too old) is dropped.
        if (
          !(error instanceof ApiError) ||
          error.status === 0 ||
          error.status >= 500 ||
          error.status === 429
        ) {
          throw error;
        }
      }
      await remove('positions', [position.seq ?? 0]);
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
