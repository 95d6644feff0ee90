import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleMenu } from './ConsoleMenu';
import { ConsoleLocaleSync } from './i18n/provider';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ConsoleMenu}>
      <ConsoleLocaleSync />
      {children}
    </Layout>
  );
}
