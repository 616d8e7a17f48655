// The public sales pages, without the console's layout: the landing page at /register/landing (also what the root
// shows a visitor without a session; a signed-in user goes to the console) and the privacy policy at /privacy; both
// load on demand.
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { LazyLandingPage, LazyPrivacyPolicyPage } from './LazyLandingPages.tsx';
import { LANDING_PATH, PRIVACY_PATH } from './paths.ts';

export default {
  bareRoutes: [
    <Route
      key="landing"
      path={LANDING_PATH}
      element={
        <PublicOnly>
          <LazyLandingPage />
        </PublicOnly>
      }
    />,
    <Route key="privacy" path={PRIVACY_PATH} element={<LazyPrivacyPolicyPage />} />,
  ],
} satisfies Area;
