import { ChatNotice } from '../shared/ChatNotice';
import { HydrationDone, mountApp } from '../shared/mount';
import { MuiTheme } from '../shared/MuiTheme';
import { AppBrowserRouter } from '../shared/react-router-routing';
import { ScreenRoutes } from '../shared/ScreenRoutes';
import { registerServiceWorker } from '../sw/register';
import { NotFoundPage, SCREENS } from './routes';

mountApp(
  'driver',
  {
    Router: AppBrowserRouter,
    app: (
      <ScreenRoutes screens={SCREENS} notFound={NotFoundPage}>
        <HydrationDone />
        <ChatNotice />
      </ScreenRoutes>
    ),
  },
  { frame: MuiTheme },
);

registerServiceWorker();
