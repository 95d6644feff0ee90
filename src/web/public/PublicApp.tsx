import { matchRoutes } from 'react-router-dom';
import { HydrationDone } from '../shared/mount';
import { ScreenRoutes } from '../shared/ScreenRoutes';
import { NotFoundPage, PUBLIC_SCREENS } from './routes';

/** The public site's screens by address; the same tree in the browser and in the build's prerender. */
export function PublicApp() {
  return (
    <ScreenRoutes screens={PUBLIC_SCREENS} notFound={NotFoundPage}>
      <HydrationDone />
    </ScreenRoutes>
  );
}

const ROUTE_OBJECTS = [...PUBLIC_SCREENS.map(({ path }) => ({ path })), { path: '*' }];

/** Loads the code of the screen that shows `pathname`, as the router would pick it. */
export async function preloadPublicScreen(pathname: string): Promise<void> {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  const path = match?.route.path;
  const screen = PUBLIC_SCREENS.find((s) => s.path === path)?.Component ?? NotFoundPage;
  await screen.preload();
}
