import { genericMessages } from '@/shared/site-messages';
import { api } from '../api';
import { useDialogs } from '../dialogs';
import { useMessages } from '../i18n';
import { goTo } from '../navigation';
import { clearSession } from '../session';
import { layoutMessages } from './messages';

export const SIGN_OUT_QUESTION = 'Are you sure you want to log out?';

export function useSignOut() {
  const dialogs = useDialogs();
  const t = useMessages(layoutMessages);
  const g = useMessages(genericMessages);
  return async () => {
    if (!(await dialogs.confirm(t('SIGN_OUT'), g('SIGN_OUT_CONFIRM'), { yes: g('YES'), no: g('NO') })))
      return;
    await api('logout', { method: 'POST' }).catch(() => {});
    clearSession();
    goTo('/login');
  };
}
