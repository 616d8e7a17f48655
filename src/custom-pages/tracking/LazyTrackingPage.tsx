// The receiver's tracking page loads on demand: a receiver opens it from a link, and the console's own users never
// need its code up front.
import { lazy, Suspense } from 'react';

const TrackingPage = lazy(() => import('./TrackingPage.tsx').then((module) => ({ default: module.TrackingPage })));

export const LazyTrackingPage = () => (
  <Suspense fallback={null}>
    <TrackingPage />
  </Suspense>
);
