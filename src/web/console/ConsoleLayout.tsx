import { type ReactNode, useLayoutEffect } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { releasePaintedScreen } from '../shared/start-app';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { CONSOLE_BASENAME } from './basename';
import { ConsoleMenu } from './ConsoleMenu';
import { Later } from '../shared/Later';
import { ConsoleLocaleSync } from './i18n/provider';

/** react-admin's bar with the product's language switch (named for screen readers; short on phones). */
function ConsoleAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageSwitch compact />
          <LoadingIndicator />
        </>
      }
    />
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  // The server draws the dashboard only (FirstScreen.tsx); any other screen replaces that drawing as it shows.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname.replace(/\/$/, '') !== CONSOLE_BASENAME) releasePaintedScreen();
  }, [pathname]);
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
      <ConsoleLocaleSync />
      <Later>{children}</Later>
    </Layout>
  );
}
