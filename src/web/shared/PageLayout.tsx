import type { ReactNode } from 'react';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { useLocation } from './routing';

/** Header, a main landmark and the footer: the frame of every ordinary page (plain, no MUI). */
export function PageLayout({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | false;
}) {
  const location = useLocation();
  return (
    <div className="brp-page">
      <Header />
      <main className={`brp-container brp-main${maxWidth ? ` brp-container--${maxWidth}` : ''}`}>
        {children}
      </main>
      <Footer pathname={location.pathname} />
    </div>
  );
}
