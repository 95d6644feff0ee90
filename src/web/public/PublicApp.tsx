import { HydrationDone } from '../shared/mount';
import { ScreenRoutes } from '../shared/ScreenRoutes';
import { compileScreens, matchScreen } from './router';
import { NotFoundPage, PUBLIC_SCREENS } from './routes';

/** The public site's screens by address; the same tree in the browser and in the build's prerender. */
export function PublicApp() {
  return (
    <ScreenRoutes screens={PUBLIC_SCREENS} notFound={NotFoundPage}>
      <HydrationDone />
    </ScreenRoutes>
  );
}

const COMPILED = compileScreens(PUBLIC_SCREENS, NotFoundPage);

/** Loads the code of the screen that shows `pathname`, as the router picks it. */
export async function preloadPublicScreen(pathname: string): Promise<void> {
  await (matchScreen(COMPILED, pathname)?.screen.Component ?? NotFoundPage).preload();
}
