import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { CONSOLE_ROLES, canRead, canWrite } from '../../../config/resources';
import { useSession } from '../shared/session';
import { authProvider, refreshAccount } from './auth-provider';
import { ConsoleLayout } from './ConsoleLayout';
import { pagesFor } from './console-pages';
import { consoleTheme } from './console-theme';
import { Dashboard } from './Dashboard';
import { dataProvider } from './data-provider';
import { LoginPage } from './LoginPage';
import { NotAllowedPage } from './NotAllowedPage';
import { CONSOLE_RESOURCES } from './resources';
import { i18nProvider } from './i18n/provider';
import { withComponentTexts } from '../shared/mui-locale';
import { useLocale } from '../shared/i18n';

export const CONSOLE_BASENAME = '/console';

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

/** The operations console: react-admin over /api/admin, for staff roles only. */
export default function ConsoleApp() {
  const session = useSession();
  const [locale] = useLocale();
  useEffect(() => {
    void refreshAccount();
  }, []);
  const allowed = session.roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role));
  if (session.loggedIn && session.roles.length > 0 && !allowed) return <NotAllowedPage />;

  return (
    <Admin
      basename={CONSOLE_BASENAME}
      title="Operations console"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ConsoleLayout}
      theme={withComponentTexts(consoleTheme, locale)}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[]) => [
        ...resourcesFor(permissions ?? []),
        <CustomRoutes key="pages">
          {pagesFor(permissions ?? []).flatMap(({ path, also, Component }) =>
            [path, ...(also ?? [])].map((route) => (
              <Route key={route} path={`/${route}`} element={<Component />} />
            )),
          )}
        </CustomRoutes>,
      ]}
    </Admin>
  );
}
