// The onboarding area: /onboarding, what a new client has done and what comes next (reached from the registration
// steps and the settings, not the menu), behind the settings guard; the page loads lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { ONBOARDING_PATH } from './paths.ts';
import { settingsMenu } from '../settings/menu.ts';

const OnboardingPage = lazy(() =>
  import('./OnboardingPage.tsx').then((module) => ({ default: module.OnboardingPage })),
);

export default {
  routes: [
    <Route
      key="onboarding"
      path={ONBOARDING_PATH}
      element={
        <AreaPage link={settingsMenu}>
          <OnboardingPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
