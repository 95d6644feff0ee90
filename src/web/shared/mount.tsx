import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { WebEntry } from '../../../config/routes';
import { DialogProvider } from './dialogs';
import { NetworkIndicator } from './NetworkIndicator';
import { syncSessionHint } from './session';
import { ThemeRoot } from './ThemeRoot';

/** Starts one web app: theme, dialogs, router and the network banner around its screens. */
export function mountApp(entry: WebEntry, app: ReactNode) {
  window.__BRP_ENTRY__ = entry;
  syncSessionHint();
  const element = document.getElementById('root');
  if (!element) throw new Error('No #root element');
  createRoot(element).render(
    <StrictMode>
      <ThemeRoot>
        <DialogProvider>
          <BrowserRouter>
            {app}
            <NetworkIndicator />
          </BrowserRouter>
        </DialogProvider>
      </ThemeRoot>
    </StrictMode>,
  );
}
