import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  defaultI18nProvider,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ReactRouterRouting } from '@/web/shared/react-router-routing';

const adminAuth: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ['admin'],
};

/** One console view at `path`, as react-admin would mount it for `resource`, for an admin. */
export function renderConsoleView(options: {
  resource: string;
  path: string;
  route: string;
  view: ReactElement;
  dataProvider: DataProvider;
}) {
  return render(
    <TestMemoryRouter initialEntries={[options.path]}>
      <ReactRouterRouting>
        <AdminContext
          dataProvider={options.dataProvider}
          authProvider={adminAuth}
          i18nProvider={defaultI18nProvider}
        >
          <ResourceContextProvider value={options.resource}>
            <Routes>
              <Route path={options.route} element={options.view} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </ReactRouterRouting>
    </TestMemoryRouter>,
  );
}
