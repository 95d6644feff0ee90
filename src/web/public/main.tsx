import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '../shared/Loading';
import { mountApp } from '../shared/mount';
import { NotFoundPage, PUBLIC_SCREENS } from './routes';
import { registerServiceWorker } from '../sw/register';

mountApp(
  'public',
  <Suspense fallback={<Loading />}>
    <Routes>
      {PUBLIC_SCREENS.map(({ path, Component }) => (
        <Route key={path} path={path} element={<Component />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>,
);

registerServiceWorker();
