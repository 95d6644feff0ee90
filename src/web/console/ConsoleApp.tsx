import { useEffect, useMemo, useRef, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { canOpenConsole, canRead, canWrite } from '@config/resources';
import { parseRoleNames } from '@/shared/roles';
import { useSession } from '../shared/session';
import { authProvider, refreshAccount } from './auth-provider';
import { CONSOLE_BASENAME } from './basename';
import { ConsoleLayout } from './ConsoleLayout';
import { pagesFor } from './console-pages';
import { consoleTheme } from './console-theme';
import { Dashboard } from './Dashboard';
import { dataProvider } from './data-provider';
import { LoginPage } from './LoginPage';
import { consoleQueryClient } from './query-client';
import { NotAllowedPage } from './NotAllowedPage';
import { CONSOLE_RESOURCES } from './resources';
import { i18nProvider } from './i18n/provider';
import { withComponentTexts } from '../shared/mui-locale';
import { useLocale } from '../shared/i18n';

function resourcesFor(roles: string[]) {
  return CONSOLE_RESOURCES.filter(({ definition }) => canRead(definition, roles)).map(
    ({ definition, views }) => {
      const writable = canWrite(definition, roles);
      return (
        <Resource
          key={definition.name}
          name={definition.name}
          options={{ label: definition.label }}
          icon={views.icon}
          recordRepresentation={definition.recordRepresentation}
          list={views.list}
          show={views.show}
          edit={writable ? views.edit : undefined}
          create={writable ? views.create : undefined}
        />
      );
    },
  );
}

function screensFor(roles: string[]) {
  return [
    ...resourcesFor(roles),
    <CustomRoutes key="pages">
      {pagesFor(roles).flatMap(({ path, also, Component }) =>
        [path, ...(also ?? [])].map((route) => (
          <Route key={route} path={`/${route}`} element={<Component />} />
        )),
      )}
    </CustomRoutes>,
  ];
}

/** The operations console: react-admin over /api/admin, for staff roles only. */
export default function ConsoleApp() {
  const session = useSession();
  const [locale] = useLocale();
  useEffect(() => {
    void refreshAccount();
  }, []);
  // The screens follow the roles the session holds (what authProvider.getPermissions answers), known before
  // the first render: react-admin draws the layout at once instead of waiting a round for its permissions.
  // Without roles yet, react-admin asks for them as before.
  const { roleName, roles } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `roles` is derived from `roleName`.
  const screens = useMemo(
    () => (roles.length > 0 ? screensFor(roles) : (permissions: string[]) => screensFor(permissions ?? [])),
    [roleName],
  );
  // The session changes when the account is read afresh (refreshAccount) or elsewhere; react-admin's whole tree
  // is drawn again only when what it is given changes.
  const theme = useMemo(() => withComponentTexts(consoleTheme, locale), [locale]);
  const [queryClient] = useState(consoleQueryClient);
  // Roles read afresh (refreshAccount) reach the menu and dashboard at once, as they reach the screens.
  const rolesShown = useRef(roleName);
  useEffect(() => {
    if (rolesShown.current === roleName) return;
    rolesShown.current = roleName;
    queryClient.setQueriesData({ queryKey: ['auth', 'getPermissions'] }, parseRoleNames(roleName));
  }, [roleName, queryClient]);
  const admin = useMemo(
    () => (
      <Admin
        basename={CONSOLE_BASENAME}
        title="Operations console"
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        layout={ConsoleLayout}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {screens}
      </Admin>
    ),
    [theme, screens, queryClient],
  );
  if (session.loggedIn && session.roles.length > 0 && !canOpenConsole(session.roles))
    return <NotAllowedPage />;

  return admin;
}
