import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_MOVE_DELAY_MS } from '@config/constants';
import { useServerData } from '@/web/shared/server-data';
import type { LatLng, Place } from '../logic/types';

const NOT_FOUND = 'Could not find the address here. Move the map a little or search.';

/**
 * The name of the point under the picker's centre pin, asked 100 ms after the map stops (a move meanwhile
 * drops the question on its way). `onNamed` gets the place found there, or null when none could be.
 */
export function usePinName(onNamed: (place: Place | null) => void) {
  const [asked, setAsked] = useState<LatLng | null>(null);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const namedRef = useRef(onNamed);
  namedRef.current = onNamed;

  const answer = useServerData<Place>(asked ? 'geo/reverse' : null, {
    byLanguage: false,
    query: asked ? { lat: asked.lat.toFixed(6), lng: asked.lng.toFixed(6) } : {},
    // Asked even when the browser says it is offline: the app's offline map may answer it.
    networkMode: 'always',
  });

  useEffect(() => {
    if (!asked || answer.isFetching) return;
    if (answer.data) {
      namedRef.current({ text: answer.data.text, subText: answer.data.subText, coords: asked });
      setResolving(false);
    } else if (answer.isError) {
      namedRef.current(null);
      setResolving(false);
      setResolveError(NOT_FOUND);
    }
  }, [asked, answer.data, answer.isError, answer.isFetching]);

  /** Names `at` once the map has stopped there. */
  const resolve = useCallback((at: LatLng) => {
    clearTimeout(timer.current);
    setAsked(null);
    setResolving(true);
    setResolveError(null);
    timer.current = setTimeout(() => setAsked(at), MAP_MOVE_DELAY_MS);
  }, []);

  /** Nothing more to name: a place was chosen another way. */
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setAsked(null);
    setResolving(false);
    setResolveError(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { resolving, resolveError, resolve, stop };
}
