import { useEffect } from 'react';
import { Loading } from '../shared/Loading';
import { getToken } from '../shared/session';

/**
 * A staff screen whose spec URL the driver entry serves (/drivers/commitment). Staff are sent on to the console
 * before this entry renders (src/web/shared/mount.tsx); whoever reaches this is signed out (to login) or not
 * staff (home).
 */
export default function StaffScreenOnly() {
  useEffect(() => {
    window.location.replace(getToken() ? '/' : '/login');
  }, []);
  return <Loading />;
}
