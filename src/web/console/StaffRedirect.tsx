import { useEffect } from 'react';
import { HOME_PATH } from '../../shared/roles';
import { Loading } from '../shared/Loading';
import { getSession, getToken } from '../shared/session';

/**
 * A spec URL outside /console for a console screen (/online-drivers, /attendance/scanner): signed out, to the
 * login page with the screen's return code; with an allowed role, to the screen; otherwise home.
 */
export function StaffRedirect({
  to,
  returnCode,
  allowed,
}: {
  to: string;
  returnCode: string;
  allowed: (roles: string[]) => boolean;
}) {
  useEffect(() => {
    if (!getToken()) {
      window.location.replace(`/login?r=${encodeURIComponent(returnCode)}`);
      return;
    }
    window.location.replace(allowed(getSession().roles) ? `${to}${window.location.search}` : HOME_PATH);
  }, [to, returnCode, allowed]);
  return <Loading />;
}
