// The driver API's corrections (/api/driver/correction): a signed-in driver asks for more pay for one of its delivered
// or finished orders. Authenticates like server/routes/driver.ts (a driver session; other tokens answer 403
// driver_session_required). Register it inside the /api prefix: `await api.register(driverCorrectionRoutes)`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { driverCorrectionSchema } from '../../domain/correctionSchemas.ts';
import { bearerToken, guarded } from '../plugins/auth.ts';
import { forbidden, unauthorized } from '../errors.ts';
import * as driverSession from '../services/driverSession.ts';
import type { DriverPrincipal } from '../services/driverSession.ts';
import { submitDriverCorrection, type DriverCorrectionDeps } from '../services/corrections.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import { haversineDetourEstimator } from '../services/roadDistance.ts';
import { driverCorrectionsDocs } from './docs/driverCorrections.ts';

export async function driverCorrectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: DriverCorrectionDeps = { geocoder: geocoderFor(app.config.geoDataDir), roads: haversineDetourEstimator };
  /** The driver behind each authenticated request (this plugin does not share driver.ts's request decorator). */
  const signedIn = new WeakMap<FastifyRequest, DriverPrincipal>();

  const requireDriver = guarded(
    async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('unauthorized', 'You have to be logged in');
      const claims = await app.services.auth.verifyAny(token);
      if (!claims) throw unauthorized('session_expired', 'Your session has expired');
      if (claims.kind !== 'driver') throw forbidden('driver_session_required', 'This call is for drivers');
      const driver = await driverSession.loadDriverPrincipal(app.database.db, claims);
      if (!driver) throw await driverSession.driverSessionRefusal(app.database.db, claims.uid);
      signedIn.set(request, driver);
    },
    { kind: 'driver' } as const,
  );
  const driverOf = (request: FastifyRequest): DriverPrincipal => {
    const driver = signedIn.get(request);
    if (!driver) throw unauthorized();
    return driver;
  };

  r.post(
    '/driver/correction',
    {
      schema: {
        tags: ['Driver app'],
        ...driverCorrectionsDocs.correction,
        body: driverCorrectionSchema,
      },
      onRequest: requireDriver,
    },
    async (request) => submitDriverCorrection(app.database.db, deps, driverOf(request), request.body),
  );
}
