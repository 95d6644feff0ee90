import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng, VehicleSlug } from '@config/constants';
import type { OnlineDriver, OnlineDriversResponse } from '@schemas/driver';
import { mapPollIntervalMs } from '@/shared/network';
import { api } from '@/web/shared/api';
import { realtime } from '@/web/shared/realtime';
import type { DriverService } from '../variants';
import { applyDriverEvent, branchTopics, driverMoveEvents } from './map-logic';

export type OnlineDriversState = {
  drivers: OnlineDriver[];
  /** The first answer for the current search has arrived. */
  loaded: boolean;
  loading: boolean;
  refresh(): void;
};

/**
 * The drivers around a point: fetched at once, then every web_timeout_seconds (every 5 s while none are
 * found), paused while the tab is hidden, and moved live by the branches' `drivers:{id}` topics between
 * fetches.
 */
export function useOnlineDrivers(options: {
  centre: LatLng | null;
  vehicles: readonly VehicleSlug[];
  services: readonly DriverService[] | null;
  webTimeoutSeconds: number | undefined;
}): OnlineDriversState {
  const { centre, webTimeoutSeconds } = options;
  const vehicles = options.vehicles.join(',');
  const services = options.services?.join(',') ?? '';
  const [drivers, setDrivers] = useState<OnlineDriver[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const found = useRef(false);

  // A new search (place, vehicles or services) starts over: the first answer shows the finding dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search identity is exactly these values
  useEffect(() => {
    setLoaded(false);
    found.current = false;
  }, [centre?.lat, centre?.lng, vehicles, services]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick forces a fetch; centre is read through lat/lng
  useEffect(() => {
    if (!centre) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const fetchNow = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') return;
      setLoading(true);
      try {
        const answer = await api<OnlineDriversResponse>('online-drivers', {
          query: {
            lat: centre.lat,
            lng: centre.lng,
            vehicle_types: vehicles,
            services: services || undefined,
          },
          signal: controller.signal,
          token: null,
        });
        if (!live) return;
        setDrivers(answer.data);
        found.current = answer.data.length > 0;
        setLoaded(true);
      } catch {
        // Network trouble: keep what is shown and try again at the next tick.
        if (live) setLoaded(true);
      } finally {
        if (live) setLoading(false);
      }
      if (live) timer = setTimeout(fetchNow, mapPollIntervalMs(webTimeoutSeconds, found.current));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') fetchNow();
      else clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onVisibility);
    fetchNow();
    return () => {
      live = false;
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [centre?.lat, centre?.lng, vehicles, services, webTimeoutSeconds, tick]);

  const topics = branchTopics(centre, drivers).join(' ');
  useEffect(() => {
    if (!topics) return;
    const client = realtime();
    const stops = topics.split(' ').map((topic) =>
      client.subscribe(topic, (data) => {
        const events = driverMoveEvents(data);
        if (events.length > 0) setDrivers((current) => events.reduce(applyDriverEvent, current));
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [topics]);

  const refresh = useCallback(() => setTick((n) => n + 1), []);
  return { drivers, loaded, loading, refresh };
}
