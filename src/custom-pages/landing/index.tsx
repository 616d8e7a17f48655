// The public sales pages, without the console's layout: the landing page at /register/landing (a signed-in user goes
// to the console) and the privacy policy at /privacy; both load on demand.
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { LazyLandingPage, LazyPrivacyPolicyPage } from './LazyLandingPages.tsx';

export default {
  bareRoutes: [
    <Route
      key="landing"
      path="/register/landing"
      element={
        <PublicOnly>
          <LazyLandingPage />
        </PublicOnly>
      }
    />,
    <Route key="privacy" path="/privacy" element={<LazyPrivacyPolicyPage />} />,
  ],
} satisfies Area;
