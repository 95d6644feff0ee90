import { describe, expect, it } from 'vitest';
import { CITY_LANDING_PAGES } from '@config/constants';
import { entryFor, matchRoute, ROUTES } from '@config/routes';
import { resolveReturnPath } from '@/shared/roles';

describe('route table', () => {
  it.each([
    ['/', 'public'],
    ['/login', 'public'],
    ['/register-foreign', 'public'],
    ['/share/ABCD1234', 'public'],
    ['/driver/app-updates', 'public'],
    ['/user-guide/tutorial/partner/add-products', 'public'],
    ['/book/ride', 'ride'],
    ['/booking/12-AB3C', 'ride'],
    ['/booking/AB3C/chat', 'ride'],
    ['/delivery/stores/7/products/3', 'ride'],
    ['/invoices', 'driver'],
    ['/driver/rewards/24_hour_quota/history/rewards', 'driver'],
    ['/orders/5/view-customer', 'console'],
    ['/attendance/scanner', 'console'],
    ['/delivery/stores/map', 'console'],
    ['/console/users/3', 'console'],
  ])('%s is served by the %s app', (path, entry) => {
    expect(entryFor(path)).toBe(entry);
  });

  it('serves every city landing page and alias from the public app', () => {
    for (const city of CITY_LANDING_PAGES) {
      for (const slug of [city.slug, ...city.aliases]) expect(entryFor(`/${slug}`)).toBe('public');
    }
  });

  it('gives route parameters and knows nothing of unknown paths', () => {
    expect(matchRoute('/booking/12-AB3C')?.params).toEqual({ ref: '12-AB3C' });
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/bookingx')).toBeNull();
  });

  it('lists no path twice', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('login return codes', () => {
  it.each([
    ['tracking', 'driver', '/tracking'],
    ['book/ride', 'client', '/book/ride'],
    ['camera-scanner', 'admin', '/attendance/scanner'],
    ['camera-scanner', 'operations-manager|driver', '/attendance/scanner'],
    ['camera-scanner', 'driver', '/'],
    ['delivery/edit_stores_42', 'client', '/delivery/edit_stores/42'],
    ['delivery/edit_stores_../../x', 'client', '/'],
    ['https://evil.example', 'client', '/'],
    ['new_rewards_quota', 'driver', '/new_rewards_quota'],
  ])('r=%s as %s goes to %s', (code, roles, target) => {
    expect(resolveReturnPath(code, roles)).toBe(target);
  });
});
