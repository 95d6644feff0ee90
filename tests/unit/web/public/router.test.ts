import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { compileScreens, matchScreen } from '@/web/public/router';
import { NotFoundPage, PUBLIC_SCREENS } from '@/web/public/routes';

const ADDRESSES = [
  '/',
  '/login',
  '/LOGIN/',
  '/pricing?vehicle=car',
  '/user-guide',
  '/user-guide/',
  '/user-guide/tutorial/booking',
  '/user-guide/tutorial/partner/store',
  '/user-guide/huawei-app-install',
  '/user-guide/anything/else',
  '/hiring',
  '/hiring/app-updates',
  '/hiring/puerto-princesa',
  '/opportunities/el-nido/',
  '/driver/app-updates',
  '/app-updates',
  '/share/AB%2FC12',
  '/share/caf%C3%A9',
  '/share/%E0%A4%A',
  '/redeem/XYZ',
  '/leaderboard/ranks',
  '/leaderboard/other',
  '/car',
  '/admin/trike',
  '/no-such-page',
  '/login/extra',
  '//login',
];

describe('the public site router', () => {
  const compiled = compileScreens(PUBLIC_SCREENS, NotFoundPage);
  const routes = [...PUBLIC_SCREENS.map(({ path }) => ({ path })), { path: '*' }];

  it.each(ADDRESSES)('picks the screen react-router picks for %s, with the same parameters', (address) => {
    const pathname = address.split('?')[0];
    const expected = matchRoutes(routes, pathname)?.[0];
    const found = matchScreen(compiled, pathname);
    expect(found?.screen.path).toBe(expected?.route.path);
    expect(found?.params).toEqual(expected?.params);
  });

  it('shows the not-found page for an address no screen has', () => {
    expect(matchScreen(compiled, '/no-such-page')?.screen.Component).toBe(NotFoundPage);
  });
});
