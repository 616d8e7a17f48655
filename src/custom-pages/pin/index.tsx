// The public pick-up PIN page at /pin (pickup point staff confirm a pick-up without signing in), without the
// console's layout; a signed-in user goes to the console. Loads on demand.
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { LazyPinPage } from './LazyPinPage.tsx';

export default {
  bareRoutes: [
    <Route
      key="pin"
      path="/pin"
      element={
        <PublicOnly>
          <LazyPinPage />
        </PublicOnly>
      }
    />,
  ],
} satisfies Area;
