import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { useReleasePaintedScreen } from '../shared/mount';
import { useSession } from '../shared/session';
import { DashboardView, dashboardEntries } from './DashboardView';

/** Where each area of the console is; accounts with nothing to manage are told so. */
export function Dashboard() {
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  // The name the session already holds (what authProvider.getIdentity answers), known at the first render: the
  // greeting is drawn once, in full, rather than first as the console's title and again when identity resolves.
  const { info } = useSession();
  const translate = useTranslate();
  const roles = permissions ?? [];
  // The server's drawing of this dashboard (FirstScreen.tsx) gives way to it in the same frame.
  useReleasePaintedScreen();
  return (
    <>
      <Title title="Operations console" />
      <DashboardView
        name={info?.name}
        roles={roles}
        entries={dashboardEntries(roles, basename)}
        translate={translate}
        entriesLater
      />
    </>
  );
}
