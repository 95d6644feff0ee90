import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loading } from '../shared/Loading';
import { mountApp } from '../shared/mount';
import { NotFoundPage, SCREENS } from './routes';
import { registerServiceWorker } from '../sw/register';

mountApp('ride', {
  Router: BrowserRouter,
  app: (
    <Suspense fallback={<Loading />}>
      <Routes>
        {SCREENS.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  ),
});

registerServiceWorker();
