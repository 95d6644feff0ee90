import { describe, expect, it } from 'vitest';
import {
  BOOKING_POINTS_BRANCH_IDS,
  CANCEL_REASONS,
  CITY_LANDING_PAGES,
  LOCATION_CHOICES,
  VEHICLE_TYPES,
  WEB_BOOKING_FEE_CENTAVOS,
  ZONE_IDS,
  ZONES,
} from '@config/constants';

describe('constants', () => {
  it('names every zone as the spec does', () => {
    expect(ZONE_IDS.map((id) => ZONES[id])).toEqual([
      'Puerto Princesa',
      'El Nido',
      'Coron',
      'Narra',
      'San Vicente',
      'Bataraza',
      "Brooke's Point",
      'Zamboanga',
      'Aborlan',
    ]);
    expect(BOOKING_POINTS_BRANCH_IDS.map((id) => ZONES[id])).toEqual([
      'El Nido',
      'Coron',
      'Narra',
      'Aborlan',
      'Bataraza',
      "Brooke's Point",
    ]);
  });

  it('lists the cancel reasons in spec order', () => {
    expect(CANCEL_REASONS).toEqual([
      'Payment method',
      'Pickup point',
      'Driver is too far',
      'Driver asked to cancel',
      'Driver is unattended',
      'Driver not moving',
    ]);
  });

  it('has a landing page and centre for every city, with unique slugs and aliases', () => {
    const slugs = CITY_LANDING_PAGES.flatMap((city) => [city.slug, ...city.aliases]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const city of CITY_LANDING_PAGES) expect(ZONES[city.branchId]).toBeDefined();
    expect(LOCATION_CHOICES.map((choice) => choice.name)).toEqual([
      'Puerto Princesa',
      'El Nido',
      'San Vicente',
      'Zamboanga',
      'Coron',
    ]);
  });

  it('keeps money derived from the peso figures', () => {
    expect(WEB_BOOKING_FEE_CENTAVOS).toBe(200);
    expect(VEHICLE_TYPES.map((type) => type.slug)).toEqual(['motorcycle', 'tricycle', 'car']);
  });
});
