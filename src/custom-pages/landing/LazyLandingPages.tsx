// The landing page and the privacy policy load on demand: visitors of the console never download them, and the
// landing page's visitors do not download the console's lists.
import { lazy, Suspense } from 'react';

const LandingPage = lazy(() => import('./LandingPage.tsx').then((module) => ({ default: module.LandingPage })));
const PrivacyPolicyPage = lazy(() =>
  import('./PrivacyPolicyPage.tsx').then((module) => ({ default: module.PrivacyPolicyPage })),
);

export const LazyLandingPage = () => (
  <Suspense fallback={null}>
    <LandingPage />
  </Suspense>
);

export const LazyPrivacyPolicyPage = () => (
  <Suspense fallback={null}>
    <PrivacyPolicyPage />
  </Suspense>
);
