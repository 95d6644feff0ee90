import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@/web/shared/routing';
import { genericMessages } from '@/shared/site-messages';
import { translateNow, useLocale } from '@/web/shared/i18n';
import { resolveReturnPath } from '@/shared/roles';
import { goTo } from '@/web/shared/navigation';
import { Loading } from '@/web/shared/Loading';
import { getSession } from '@/web/shared/session';

/**
 * Login, registration and forgot-password are for visitors without a token (spec part 1 §2): anyone who
 * arrives logged in goes straight on to the login return code's target.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  useLocale(); // re-renders these texts when the language changes
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [arrivedLoggedIn] = useState(() => Boolean(getSession().token));
  const returnCode = params.get('r');
  useEffect(() => {
    if (arrivedLoggedIn) goTo(resolveReturnPath(returnCode, getSession().roleName), navigate, true);
  }, [arrivedLoggedIn, returnCode, navigate]);
  return arrivedLoggedIn ? <Loading label={translateNow(genericMessages, 'REDIRECTING')} /> : children;
}
