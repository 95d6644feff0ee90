import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { staffScreenFor, type WebEntry } from '../../../config/routes';
import { parseRoleNames } from '../../shared/roles';
import { DialogProvider } from './dialogs';
import { NetworkIndicator } from './NetworkIndicator';
import { getSession, syncSessionHint } from './session';
import { ThemeRoot } from './ThemeRoot';

/** Starts one web app: theme, dialogs, router and the network banner around its screens. */
export function mountApp(entry: WebEntry, app: ReactNode) {
  window.__BRP_ENTRY__ = entry;
  syncSessionHint();
  // Staff who open a URL they share with drivers (/tracking) get the console's screen for it.
  const staffScreen =
    entry === 'console' ? null : staffScreenFor(window.location.pathname, parseRoleNames(getSession().roles));
  if (staffScreen) {
    window.location.replace(`${staffScreen}${window.location.search}`);
    return;
  }
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
