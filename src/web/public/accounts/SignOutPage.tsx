import { useEffect } from 'react';
import { useNavigate } from '@/web/shared/routing';
import { genericMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { api } from '@/web/shared/api';
import { goTo } from '@/web/shared/AppLink';
import { Loading } from '@/web/shared/Loading';
import { clearSession, getToken } from '@/web/shared/session';

/** /sign-out-my-account: a link that signs this browser out, clearing local storage, then shows the login. */
export default function SignOutPage() {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  useEffect(() => {
    const token = getToken();
    // The server forgets the session too; the visitor does not wait for it.
    if (token) void api('logout', { method: 'POST', token }).catch(() => {});
    clearSession();
    goTo('/login', navigate, true);
  }, [navigate]);
  return <Loading label={translateNow(genericMessages, 'REDIRECTING')} />;
}
