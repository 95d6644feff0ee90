/**
 * The router of the rider, driver and console apps: react-router (react-admin needs it), given to the shared
 * components through routing.tsx. The public site does not load this module.
 */
import type { ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { type Routing, RoutingProvider, type ScreensProps } from './routing';

function ReactRouterScreens({ screens, notFound: NotFound }: ScreensProps) {
  return (
    <Routes>
      {screens.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

const reactRouterRouting: Routing = {
  useLocation,
  useNavigate,
  useParams,
  Link,
  Screens: ReactRouterScreens,
};

/** Gives react-router (already around, e.g. the server's StaticRouter) to the shared components. */
export function ReactRouterRouting({ children }: { children?: ReactNode }) {
  return <RoutingProvider value={reactRouterRouting}>{children}</RoutingProvider>;
}

/** The browser's router of an app built on react-router. */
export function AppBrowserRouter({ children }: { children?: ReactNode }) {
  return (
    <BrowserRouter>
      <ReactRouterRouting>{children}</ReactRouterRouting>
    </BrowserRouter>
  );
}
