import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../shared/Loading';
import { mountApp } from '../shared/mount';
import { NotFoundPage, SCREENS } from './routes';

const ConsoleApp = lazy(() => import('./ConsoleApp'));

mountApp(
  'console',
  <Suspense fallback={<Loading />}>
    <Routes>
      <Route path="/console/*" element={<ConsoleApp />} />
      {SCREENS.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>,
);
