import { useEffect, useState } from 'react';
import { ADDRESS_SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_MAX } from '@config/constants';
import { api } from '@/web/shared/api';
import type { LatLng, Place } from '../logic/types';

export type PlaceSearch = { results: Place[]; searching: boolean; error: string | null };

/** Address search: 500 ms after the last keystroke, at most 5 places near `near`; an empty query clears. */
export function usePlaceSearch(query: string, near: LatLng | null): PlaceSearch {
  const [state, setState] = useState<PlaceSearch>({ results: [], searching: false, error: null });
  const q = query.trim();
  const lat = near?.lat;
  const lng = near?.lng;
  useEffect(() => {
    if (q === '') {
      setState({ results: [], searching: false, error: null });
      return;
    }
    setState((current) => ({ ...current, searching: true, error: null }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<Place[]>('geo/search', {
        query: { q, lat: lat?.toFixed(5), lng: lng?.toFixed(5) },
        signal: controller.signal,
      })
        .then((places) =>
          setState({ results: (places ?? []).slice(0, SEARCH_RESULTS_MAX), searching: false, error: null }),
        )
        .catch((error: Error) => {
          if (error.name === 'AbortError') return;
          setState({ results: [], searching: false, error: error.message || 'Search failed.' });
        });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The centre only biases results; rounding keeps a dragged map from re-running the same search.
  }, [q, lat, lng]);
  return state;
}
