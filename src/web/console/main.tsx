import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../shared/Loading';
import { mountApp } from '../shared/mount';
import { MuiTheme } from '../shared/MuiTheme';
import { AppBrowserRouter } from '../shared/react-router-routing';
import { useSession } from '../shared/session';
import { NotFoundPage, SCREENS } from './routes';

const ConsoleApp = lazy(() => import('./ConsoleApp'));
const ConsoleSignIn = lazy(() => import('./ConsoleSignIn'));

/** Signed out, the console shows its small sign-in form; react-admin loads only with a session. */
function ConsoleGate() {
  const { loggedIn } = useSession();
  return loggedIn ? <ConsoleApp /> : <ConsoleSignIn />;
}

mountApp(
  'console',
  {
    Router: AppBrowserRouter,
    app: (
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/console/*" element={<ConsoleGate />} />
          {SCREENS.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    ),
  },
  // Staff get their dashboard drawn by the server (FirstScreen.tsx): shown until react-admin draws its own
  // (`serverScreen: 'replace'` in src/web/shared/start-app.ts).
  { frame: MuiTheme },
);
