import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { entryFor, type WebEntry } from '../../../config/routes';

declare global {
  /** The web app loaded on this page (set when it starts, and by the prerender for its pages). */
  var __BRP_ENTRY__: WebEntry | undefined;
}

/** True when `to` is served by the web app already loaded, so the router can change screens without a load. */
export function sameEntry(to: string): boolean {
  const path = to.split(/[?#]/)[0];
  return Boolean(globalThis.__BRP_ENTRY__) && entryFor(path) === globalThis.__BRP_ENTRY__;
}

export type AppLinkProps = Omit<LinkProps, 'href'> & { to: string };

/** A link to any spec URL: a router link inside the current app, a page load to another app. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  if (sameEntry(to)) return <Link ref={ref} component={RouterLink} to={to} {...rest} />;
  return <Link ref={ref} href={to} {...rest} />;
});

/** Programmatic navigation across apps. */
export function goTo(
  to: string,
  navigate?: (to: string, options?: { replace?: boolean }) => void,
  replace = false,
) {
  if (navigate && sameEntry(to)) navigate(to, { replace });
  else if (replace) window.location.replace(to);
  else window.location.assign(to);
}
