import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator } from 'react-admin';
import { LanguageSwitch } from '../shared/LanguageSwitch';
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
  return (
    <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
      <ConsoleLocaleSync />
      <Later>{children}</Later>
    </Layout>
  );
}
