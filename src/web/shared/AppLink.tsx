import Link, { type LinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { sameEntry } from './navigation';
import { RouterLink } from './routing';

export { goTo, sameEntry } from './navigation';

export type AppLinkProps = Omit<LinkProps, 'href'> & { to: string };

/** A link to any spec URL: a router link inside the current app, a page load to another app. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  if (sameEntry(to)) return <Link ref={ref} component={RouterLink} to={to} {...rest} />;
  return <Link ref={ref} href={to} {...rest} />;
});
