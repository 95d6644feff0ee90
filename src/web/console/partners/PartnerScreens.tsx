import Alert from '@mui/material/Alert';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { canEditPartners } from '@/shared/roles';
import { AppLink } from '@/web/shared/AppLink';
import { useMessages } from '@/web/shared/i18n';
import { Loading } from '@/web/shared/Loading';
import { PageLayout } from '@/web/shared/PageLayout';
import { RequireLogin } from '@/web/shared/RequireLogin';
import { useSession } from '@/web/shared/session';
import { messages } from './messages';
import { PartnersWorkspace, type WorkspaceMode } from './PartnersWorkspace';

/** Partner managers and admins stay; anyone else is sent home; signed out goes to /login?r=partners-map. */
function PartnerManagersOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const allowed = canEditPartners(session.roles);
  useEffect(() => {
    if (!allowed) window.location.replace('/');
  }, [allowed]);
  return allowed ? children : <Loading />;
}

function Screen({ mode, focusId }: { mode: WorkspaceMode; focusId?: number }) {
  return (
    <PageLayout maxWidth="lg">
      <RequireLogin returnCode="partners-map">
        <PartnerManagersOnly>
          <PartnersWorkspace mode={mode} focusId={focusId} />
        </PartnerManagersOnly>
      </RequireLogin>
    </PageLayout>
  );
}

export function StoresMapPage() {
  return <Screen mode="stores" />;
}
export function AffiliateMapPage() {
  return <Screen mode="affiliate" />;
}
export function TerminalPage() {
  return <Screen mode="terminal" />;
}
export function PartnersPage() {
  return <Screen mode="partners" />;
}
export function PartnerPage() {
  const t = useMessages(messages);
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (id === null) {
    return (
      <PageLayout>
        <Alert severity="error" action={<AppLink to="/partners">{t('backToPartners')}</AppLink>}>
          {t('partnerNotFound')}
        </Alert>
      </PageLayout>
    );
  }
  return <Screen mode="partners" focusId={id} />;
}
