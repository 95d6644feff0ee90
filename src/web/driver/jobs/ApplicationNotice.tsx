import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { DriverApplicationStatus } from '@schemas/driver-application';
import { takeEarly } from '@/web/shared/early-request';
import { useMessages } from '@/web/shared/i18n';
import { useServerData } from '@/web/shared/server-data';
import { messages } from './application-messages';

const APPLICATION = 'driver/application';

/**
 * The driver's application: the page's answer when the server rendered it for this driver, otherwise the
 * request started with the screen's code; undefined until it is known, null when it could not be read.
 */
function useApplication(): DriverApplicationStatus | null | undefined {
  const answer = useServerData<DriverApplicationStatus>(APPLICATION, {
    ask: () => takeEarly(APPLICATION),
  });
  return answer.isError ? null : answer.data;
}

/** Tells a web applicant where their application stands; approved drivers see nothing. */
export function ApplicationNotice() {
  const t = useMessages(messages);
  const state = useApplication() ?? null;
  if (!state || state.is_approved) return null;
  if (state.status === 'rejected') {
    return (
      <Alert severity="error" role="status">
        <AlertTitle>{t('rejectedTitle')}</AlertTitle>
        {t('rejected', { reason: state.reason || t('noReason') })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('pendingTitle')}</AlertTitle>
      {t('pending')}
    </Alert>
  );
}

/**
 * A driver whose account is not approved is not offered "Go online" (the server would refuse it): the
 * application's state above says where it stands; without an application this says it plainly.
 */
export function NotApprovedNotice() {
  const t = useMessages(messages);
  const state = useApplication();
  // The application notice already speaks for a pending or rejected application.
  if (state === undefined || (state && state.status !== null && !state.is_approved)) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('notApprovedTitle')}</AlertTitle>
      {t('notApproved')}
    </Alert>
  );
}
