import { useEffect, useState } from 'react';
import { HOME_PATH } from '@/shared/roles';
import { Loading } from '../shared/Loading';
import { getSession, getToken } from '../shared/session';
import { NotAllowedPage } from './NotAllowedPage';

/**
 * A spec URL outside /console for a console screen (/online-drivers, /attendance/scanner): signed out, to the
 * login page with the screen's return code; with an allowed role, to the screen; otherwise home, or (`refused`
 * "explain") a page saying the screen is for staff.
 */
export function StaffRedirect({
  to,
  returnCode,
  allowed,
  refused = 'home',
}: {
  to: string;
  returnCode: string;
  allowed: (roles: string[]) => boolean;
  refused?: 'home' | 'explain';
}) {
  const [notAllowed, setNotAllowed] = useState(false);
  useEffect(() => {
    if (!getToken()) {
      window.location.replace(`/login?r=${encodeURIComponent(returnCode)}`);
      return;
    }
    if (allowed(getSession().roles)) window.location.replace(`${to}${window.location.search}`);
    else if (refused === 'explain') setNotAllowed(true);
    else window.location.replace(HOME_PATH);
  }, [to, returnCode, allowed, refused]);
  return notAllowed ? <NotAllowedPage /> : <Loading />;
}
