import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { sameEntry } from '../navigation';
import { RouterLink } from '../routing';

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** AppLink without MUI: a router link inside the current app, a page load to another app. */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink(
  { to, className = 'brp-link', ...rest },
  ref,
) {
  if (sameEntry(to)) return <RouterLink ref={ref} to={to} className={className} {...rest} />;
  return <a ref={ref} href={to} className={className} {...rest} />;
});
