import { useCallback, useEffect } from 'react';
import type { LatLng, VehicleSlug } from '@config/constants';
import type { OnlineDriver, OnlineDriversResponse } from '@schemas/driver';
import { mapPollIntervalMs } from '@/shared/network';
import { realtime } from '@/web/shared/realtime';
import { keepPreviousData, setServerData, useServerData } from '@/web/shared/server-data';
import type { DriverService } from '../variants';
import { applyDriverEvent, branchTopics, driverMoveEvents } from './map-logic';

export type OnlineDriversState = {
  drivers: OnlineDriver[];
  /** The first answer for the current search has arrived. */
  loaded: boolean;
  loading: boolean;
  refresh(): void;
};

const NO_DRIVERS: OnlineDriver[] = [];

/**
 * The drivers around a point: fetched at once, then every web_timeout_seconds (every 5 s while none are
 * found), paused while the tab is hidden and fetched at once when it is shown again, and moved live by the
 * branches' `drivers:{id}` topics between fetches. The drivers of the last search stay on the map until the
 * new search's first answer; nothing is kept once the search is left (each search starts with the server).
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
  const query = centre
    ? { lat: centre.lat, lng: centre.lng, vehicle_types: vehicles, services: services || undefined }
    : {};
  const answer = useServerData<OnlineDriversResponse>(centre ? 'online-drivers' : null, {
    query,
    token: null,
    gcTime: 0,
    placeholderData: keepPreviousData,
    // Network trouble keeps what is shown and tries again at the next tick.
    refetchInterval: (asked) =>
      mapPollIntervalMs(webTimeoutSeconds, (asked.state.data?.data.length ?? 0) > 0),
    refetchOnWindowFocus: true,
  });
  const drivers = answer.data?.data ?? NO_DRIVERS;

  const queryKey = JSON.stringify(query);
  const topics = branchTopics(centre, drivers).join(' ');
  useEffect(() => {
    if (!topics) return;
    const client = realtime();
    const stops = topics.split(' ').map((topic) =>
      client.subscribe(topic, (data) => {
        const events = driverMoveEvents(data);
        if (events.length === 0) return;
        setServerData<OnlineDriversResponse>(
          'online-drivers',
          JSON.parse(queryKey),
          (shown) => shown && { ...shown, data: events.reduce(applyDriverEvent, shown.data) },
        );
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [topics, queryKey]);

  const { refetch } = answer;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { drivers, loaded: answer.isFetched, loading: answer.isFetching, refresh };
}
