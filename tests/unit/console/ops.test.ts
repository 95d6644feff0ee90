import { describe, expect, it } from 'vitest';
import { ROLE_HINT_COOKIE, roleHintFrom, roleHintValue, staffScreenFor } from '@config/routes';
import { appUpdatesResource } from '@config/resources/app-updates';
import { pagesOf } from '@/web/console/certificates/CertificatesPrintPage';
import { choicesOf } from '@/web/console/schema-admin/schema-utils';
import { fromManilaLocal, toManilaLocal } from '@/web/console/schema-admin/widgets/ManilaDateTimeInput';

describe('gift certificate sheets', () => {
  it('puts 5 on a page and pads the last page with blanks to a multiple of 5', () => {
    const pages = pagesOf(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(pages.map((page) => page.slots.map((slot) => slot.item))).toEqual([
      ['A', 'B', 'C', 'D', 'E'],
      ['F', 'G', null, null, null],
    ]);
    expect(pagesOf(['A', 'B', 'C', 'D', 'E'])).toHaveLength(1);
    expect(pagesOf([])).toEqual([]);
    const keys = pages.flatMap((page) => page.slots.map((slot) => slot.key));
    expect(new Set(keys).size).toBe(10);
  });
});

describe('console date-time inputs', () => {
  it('read and write Manila wall-clock time whatever the computer zone', () => {
    expect(fromManilaLocal('2031-12-31T23:59')).toBe('2031-12-31T15:59:00.000Z');
    expect(toManilaLocal('2031-12-31T15:59:00.000Z')).toBe('2031-12-31T23:59');
    expect(fromManilaLocal('')).toBeNull();
    expect(toManilaLocal(null)).toBe('');
  });
});

describe('enum choices', () => {
  it('show the labels a resource gives them, and the value otherwise', () => {
    const schema = appUpdatesResource.schema.properties.app_type;
    expect(choicesOf(schema, appUpdatesResource.choiceLabels?.app_type)).toEqual([
      { id: 'customer', name: 'Customer app' },
      { id: 'driver', name: 'Driver app' },
      { id: 'partner', name: 'Partner app' },
    ]);
    expect(choicesOf(schema).map((choice) => choice.name)).toEqual(['customer', 'driver', 'partner']);
  });
});

describe('URLs staff share with drivers', () => {
  it('send staff to the console screen, with the tab', () => {
    expect(staffScreenFor('/tracking')).toBe('/console/tracking');
    expect(staffScreenFor('/tracking/ongoing')).toBe('/console/tracking/ongoing');
    expect(staffScreenFor('/tracking/a/b')).toBeNull();
    expect(staffScreenFor('/profile')).toBeNull();
    // Partner managers watch tracking too; drivers and riders keep the driver entry's own screen.
    expect(staffScreenFor('/tracking/finished', ['brp-partner-manager'])).toBe('/console/tracking/finished');
    expect(staffScreenFor('/tracking', ['driver'])).toBeNull();
    expect(staffScreenFor('/tracking', ['client'])).toBeNull();
    expect(staffScreenFor('/drivers/commitment', ['brp-partner-manager'])).toBeNull();
    expect(staffScreenFor('/drivers/commitment', ['operations-manager'])).toBe('/console/commitments');
  });

  it('carry the role hint cookie: plain role names only, read back the same', () => {
    const value = roleHintValue(['driver', 'admin']);
    expect(value).toBe('driver.admin');
    expect(roleHintFrom(`brp_signed_in=1; ${ROLE_HINT_COOKIE}=${value}; other=x`)).toEqual([
      'driver',
      'admin',
    ]);
    expect(roleHintValue(['admin', 'Bad Role', 'x;y'])).toBe('admin');
    expect(roleHintFrom(`${ROLE_HINT_COOKIE}=admin;x`)).toEqual(['admin']);
    expect(roleHintFrom(`${ROLE_HINT_COOKIE}=ADMIN.1`)).toEqual([]);
    expect(roleHintFrom(undefined)).toEqual([]);
  });
});
