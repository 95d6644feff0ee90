import { BrowserRouter } from 'react-router-dom';
import { ChatNotice } from '../shared/ChatNotice';
import { HydrationDone, mountApp } from '../shared/mount';
import { MuiTheme } from '../shared/MuiTheme';
import { ScreenRoutes } from '../shared/ScreenRoutes';
import { registerServiceWorker } from '../sw/register';
import { NotFoundPage, SCREENS } from './routes';

mountApp(
  'ride',
  {
    Router: BrowserRouter,
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
