// The /pin page loads on demand (its form brings react-hook-form and zod), keeping the initial bundle small.
import { lazy, Suspense } from 'react';

const PinPage = lazy(() => import('./PinPage.tsx').then((module) => ({ default: module.PinPage })));

export const LazyPinPage = () => (
  <Suspense fallback={null}>
    <PinPage />
  </Suspense>
);
