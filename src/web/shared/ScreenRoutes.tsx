import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from './Loading';

/** A screen of a web app at its address (config/routes.ts names the addresses each app serves). */
export type Screen = { path: string; Component: ComponentType };

/**
 * An app's screens by address, the not-found page for every other one, and the loading indicator while a
 * screen's code arrives: the same tree for the public site, the rider app and the driver app. `children` are
 * drawn beside the screens inside the same Suspense boundary (the public site's hydration marker).
 */
export function ScreenRoutes({
  screens,
  notFound: NotFound,
  children,
}: {
  screens: readonly Screen[];
  notFound: ComponentType;
  children?: ReactNode;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {screens.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
      {children}
    </Suspense>
  );
}
