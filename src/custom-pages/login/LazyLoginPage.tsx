// The login page loads on demand (its form brings react-hook-form and zod), keeping the initial bundle small.
import { lazy, Suspense } from 'react';

const LoginPage = lazy(() => import('./LoginPage.tsx').then((module) => ({ default: module.LoginPage })));

export const LazyLoginPage = () => (
  <Suspense fallback={null}>
    <LoginPage />
  </Suspense>
);
