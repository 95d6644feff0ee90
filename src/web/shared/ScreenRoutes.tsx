import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Loading } from './Loading';
import { type Screen, Screens } from './routing';

export type { Screen } from './routing';

/**
 * An app's screens by address, the not-found page for every other one, and the loading indicator while a
 * screen's code arrives: the same tree for the public site, the rider app and the driver app, each with its own
 * router (routing.tsx). `children` are drawn beside the screens inside the same Suspense boundary (the public
 * site's hydration marker).
 */
export function ScreenRoutes({
  screens,
  notFound,
  children,
}: {
  screens: readonly Screen[];
  notFound: ComponentType;
  children?: ReactNode;
}) {
  return (
    <Suspense fallback={<Loading />}>
      <Screens screens={screens} notFound={notFound} />
      {children}
    </Suspense>
  );
}
