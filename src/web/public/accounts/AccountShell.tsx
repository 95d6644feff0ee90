import type { ReactNode } from 'react';
import { PageLayout } from '@/web/shared/PageLayout';

/**
 * The frame of every account screen: the site's header and footer around one card with the page's title.
 * Plain (no MUI), as the login page draws without it.
 */
export function AccountShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageLayout maxWidth="sm">
      <div className="brp-account-card">
        <h1>{title}</h1>
        {intro && (
          <p className="brp-subtitle" style={{ margin: '4px 0 0' }}>
            {intro}
          </p>
        )}
        <div style={{ marginTop: 24 }}>{children}</div>
      </div>
    </PageLayout>
  );
}
