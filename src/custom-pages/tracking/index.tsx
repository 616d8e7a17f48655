// The receiver's public tracking page at /track/<token>, without the console's layout, open to anyone holding the
// link (signed in or not: an operator may open a receiver's link too).
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { TRACKING_PATH } from '../../../domain/constants.ts';
import { LazyTrackingPage } from './LazyTrackingPage.tsx';

export default {
  bareRoutes: [<Route key="track" path={`${TRACKING_PATH}/:token`} element={<LazyTrackingPage />} />],
} satisfies Area;
