import { describe, expect, it } from 'vitest';
import type { OnlineDriver } from '@schemas/driver';
import type { RecentlyBookedRecord } from '@schemas/recently-booked';
import { contactHref, INITIAL_REVEAL, onAnswer, onChoose } from '@/web/public/home/map/contact-reveal';
import {
  applyDriverEvent,
  branchTopics,
  busyMessage,
  canContact,
  driverMoveEvents,
  isDriverMoveEvent,
  mergeRecords,
  nearestBranchId,
  needsNewSearch,
  vehicleListText,
} from '@/web/public/home/map/map-logic';
import { homeVariant } from '@/web/public/home/variants';

const PPC = { lat: 9.7392, lng: 118.7353 };

function driver(id: number, overrides: Partial<OnlineDriver> = {}): OnlineDriver {
  return {
    id,
    name: `Driver ${id}`,
    phone: '+639170000000',
    lat: PPC.lat,
    lng: PPC.lng,
    icon: '/vehicles/motorcycle.svg',
    vehicle_type: 'motorcycle',
    vehicle_make_model: 'Honda Click',
    color: 'Red',
    customizable_photo: null,
    note: '',
    branch_id: 2,
    current_services: ['ride'],
    is_online: true,
    location: '',
    rank: null,
    leaderboardData: { ranking: null, finished: 0, photo: null, full_title: null },
    ...overrides,
  };
}

describe('home map variants', () => {
  it('tells the home page, city pages, aliases and vehicle maps apart', () => {
    expect(homeVariant('/')).toMatchObject({ kind: 'home', startOnMap: false, vehicles: null });
    expect(homeVariant('/elnido')).toMatchObject({
      kind: 'city',
      startOnMap: true,
      branchId: 3,
      center: { lat: 11.1956, lng: 119.4191 },
    });
    expect(homeVariant('/ppc').branchId).toBe(2);
    expect(homeVariant('/sanvic').center).toEqual({ lat: 10.53, lng: 119.26 });
    expect(homeVariant('/zamboanga/').center).toEqual({ lat: 6.9, lng: 122.08 });
    expect(homeVariant('/admin/trike')).toMatchObject({
      vehicles: ['tricycle'],
      panel: 'drivers',
      slowOverlay: true,
    });
    expect(homeVariant('/car').vehicles).toEqual(['car']);
    expect(homeVariant('/', '?map=pautos-delivery')).toMatchObject({
      kind: 'pautos-delivery',
      services: ['pautos', 'delivery'],
      panel: 'drivers',
    });
  });
});

describe('home map logic', () => {
  it('moves and removes drivers from realtime events, ignoring unknown ones', () => {
    const drivers = [driver(1), driver(2)];
    const moved = applyDriverEvent(drivers, { id: 2, lat: 9.8, lng: 118.8 });
    expect(moved[1]).toMatchObject({ id: 2, lat: 9.8, lng: 118.8 });
    expect(moved[0]).toBe(drivers[0]);
    expect(applyDriverEvent(drivers, { id: 3, lat: 1, lng: 1 })).toBe(drivers);
    expect(applyDriverEvent(drivers, { id: 1, is_online: false }).map((d) => d.id)).toEqual([2]);
    expect(isDriverMoveEvent({ id: 1, lat: 1, lng: 2 })).toBe(true);
    expect(isDriverMoveEvent({ id: 1, is_online: false })).toBe(true);
    expect(isDriverMoveEvent({ id: '1', lat: 1, lng: 2 })).toBe(false);
    expect(isDriverMoveEvent(null)).toBe(false);
    expect(driverMoveEvents([{ id: 1, lat: 1, lng: 2 }, { id: 'x' }, { id: 2, is_online: false }])).toEqual([
      { id: 1, lat: 1, lng: 2 },
      { id: 2, is_online: false },
    ]);
    expect(driverMoveEvents({ id: 3, lat: 1, lng: 2 })).toEqual([{ id: 3, lat: 1, lng: 2 }]);
    expect(driverMoveEvents('nonsense')).toEqual([]);
  });

  it('words the busy message with the vehicle types shown', () => {
    expect(vehicleListText(['motorcycle'])).toBe('motorcycle');
    expect(vehicleListText(['car', 'tricycle'])).toBe('tricycle and car');
    expect(vehicleListText(['car', 'motorcycle', 'tricycle'])).toBe('motorcycle, tricycle and car');
    expect(busyMessage(['motorcycle'])).toBe(
      'Due to peak hours, all motorcycle drivers are busy. This page will auto-update when drivers are available. Thank you for your patience.',
    );
  });

  it('follows the branch topics of the place and of the drivers shown', () => {
    expect(nearestBranchId(PPC)).toBe(2);
    expect(nearestBranchId({ lat: 11.2, lng: 119.41 })).toBe(3);
    expect(branchTopics(PPC, [driver(1, { branch_id: 12 }), driver(2)])).toEqual(['drivers:2', 'drivers:12']);
    expect(branchTopics(null, [])).toEqual([]);
  });

  it('searches again only after the map moved far', () => {
    expect(needsNewSearch(PPC, { lat: PPC.lat + 0.01, lng: PPC.lng })).toBe(false);
    expect(needsNewSearch(PPC, { lat: PPC.lat + 0.1, lng: PPC.lng })).toBe(true);
  });

  it('offers contact only for branch 2 drivers with a number', () => {
    expect(canContact(driver(1))).toBe(true);
    expect(canContact(driver(1, { branch_id: 3, phone: null }))).toBe(false);
    expect(canContact(driver(1, { phone: null }))).toBe(false);
  });

  it('keeps the newest 20 recently-booked records once each', () => {
    const record = (id: number, minute: number): RecentlyBookedRecord => ({
      id,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
      actionSlug: 'call_driver',
      driver: { id: 1, name: 'A', photoUrl: null },
      user: null,
      isn: false,
    });
    const current = Array.from({ length: 20 }, (_, i) => record(i + 1, i));
    const merged = mergeRecords(current, [record(99, 59), record(20, 19)]);
    expect(merged).toHaveLength(20);
    expect(merged[0].id).toBe(99);
    expect(merged.filter((r) => r.id === 20)).toHaveLength(1);
    expect(merged.at(-1)?.id).toBe(2);
  });
});

describe('contact reveal', () => {
  it('asks first, then logs and follows at once', () => {
    expect(onChoose(INITIAL_REVEAL, 'call')).toEqual({ kind: 'ask' });
    const yes = onAnswer(INITIAL_REVEAL, 'call', true);
    expect(yes).toEqual({
      state: { open: false, revealed: true },
      action: 'call_driver',
      confirmed: true,
      follow: true,
    });
    expect(onChoose(yes.state, 'text')).toEqual({
      kind: 'log-and-follow',
      action: 'text_driver',
      confirmed: false,
      delayed: false,
    });
    const no = onAnswer(INITIAL_REVEAL, 'text', false);
    expect(no).toMatchObject({ state: INITIAL_REVEAL, action: 'dont_book', follow: false });
  });

  it('builds tel: and sms: links', () => {
    expect(contactHref('call', '+63 917 555 0001')).toBe('tel:+639175550001');
    expect(contactHref('text', '+639175550001')).toBe('sms:+639175550001');
  });
});
