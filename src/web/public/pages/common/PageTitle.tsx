import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** The page's one h1; it also names the browser tab. Plain (no MUI), like the page frame. */
export function PageTitle({ children, subtitle }: { children: string; subtitle?: ReactNode }) {
  useEffect(() => {
    document.title = `${children} | BRP`;
  }, [children]);
  return (
    <>
      <h1 className="brp-h1 brp-page-title">{children}</h1>
      {subtitle && <p className="brp-subtitle">{subtitle}</p>}
    </>
  );
}
