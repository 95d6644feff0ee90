import { useEffect, useMemo, useState } from 'react';
import { ADDRESS_SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_MAX } from '@config/constants';
import { type ApiQuery, useServerData } from '@/web/shared/server-data';
import type { LatLng, Place } from '../logic/types';

export type PlaceSearch = { results: Place[]; searching: boolean; error: string | null };

const NOTHING: Place[] = [];

/** Address search: 500 ms after the last keystroke, at most 5 places near `near`; an empty query clears. */
export function usePlaceSearch(query: string, near: LatLng | null): PlaceSearch {
  const q = query.trim();
  const lat = near?.lat;
  const lng = near?.lng;
  // The centre only biases results; rounding keeps a dragged map from re-running the same search.
  const wanted = q === '' ? '' : JSON.stringify({ q, lat: lat?.toFixed(5), lng: lng?.toFixed(5) });
  // The search asked for: the text typed once no key has been pressed for a while.
  const [asked, setAsked] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a moved centre waits again, as a keystroke does
  useEffect(() => {
    if (wanted === '') {
      setAsked('');
      return;
    }
    const timer = setTimeout(() => setAsked(wanted), ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, lat, lng]);

  const places = useServerData<Place[]>(asked === '' ? null : 'geo/search', {
    byLanguage: false,
    query: asked === '' ? {} : (JSON.parse(asked) as ApiQuery),
    // The last results stay on the screen while the next ones are on their way.
    placeholderData: (previous) => previous,
    // Asked even when the browser says it is offline: the app's offline map may answer it.
    networkMode: 'always',
  });
  const found = useMemo(() => (places.data ?? NOTHING).slice(0, SEARCH_RESULTS_MAX), [places.data]);
  if (wanted === '') return { results: NOTHING, searching: false, error: null };
  const waiting = asked !== wanted || places.isFetching;
  if (!waiting && places.isError) {
    return { results: NOTHING, searching: false, error: places.error.message || 'Search failed.' };
  }
  return {
    results: places.isError ? NOTHING : found,
    searching: waiting,
    error: null,
  };
}
