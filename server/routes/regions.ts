// Locations, the zip-code coverage search and the lookup of one postal code (GET /region/locations,
// POST /region/locations/add, POST /region/locations/update, GET /region/zip-codes, GET /region/zip-code,
// GET /region/coverage). HTTP only:
// parse with the domain schemas, check the permission and the caller's kind, call the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  locationAddSchema,
  locationListQuerySchema,
  locationUpdateSchema,
  zipCodeLookupSchema,
  zipCodeSearchSchema,
} from '../../domain/locationSchemas.ts';
import { LOCATION_READER_PATHS, canWriteLocations } from '../../domain/permissions.ts';
import { principalOf, requireAnyPermission, requireAuth } from '../plugins/auth.ts';
import { badRequest, forbidden } from '../errors.ts';
import { actorOf, type Principal } from '../services/principal.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import { addLocation, listLocations, updateLocation, type LocationCaller } from '../services/locations.ts';
import { lookupZipCode, searchZipCodes, serializeSearchResult } from '../services/zipCodes.ts';
import { coverageOf } from '../services/coverage.ts';
import { recordPickupPointLeads } from '../services/leads.ts';
import { coverageQuerySchema } from '../../domain/coverage.ts';
import { regionsDocs } from './docs/regions.ts';

function writerOf(request: FastifyRequest): { principal: Principal; caller: LocationCaller } {
  const principal = principalOf(request);
  if (!canWriteLocations(principal.kind, principal.permissions)) throw forbidden('insufficient_permissions');
  return {
    principal,
    caller: { tenant: principal.tenant, actor: actorOf(principal), limited: principal.kind === 'client' },
  };
}

export async function regionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = geocoderFor(app.config.geoDataDir);
  const places = { geocoder, geoDataDir: app.config.geoDataDir };

  r.get(
    '/region/locations',
    {
      schema: {
        tags: ['Back office: locations'],
        ...regionsDocs.locations,
        querystring: locationListQuerySchema,
      },
      onRequest: requireAnyPermission(app, ...LOCATION_READER_PATHS),
    },
    async (request) => {
      const p = principalOf(request);
      return listLocations(app.database.db, p.tenant, request.query);
    },
  );

  r.post(
    '/region/locations/add',
    {
      config: { apiKey: false }, // company data: client users and operators, not API keys
      schema: {
        tags: ['Back office: locations'],
        ...regionsDocs.locationsAdd,
        body: locationAddSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => {
      const { principal, caller } = writerOf(request);
      const { companyId: asked, allowDuplicate, confirmZipCodePlace, ...fields } = request.body;
      const companyId = asked ?? principal.companyId;
      if (!companyId)
        throw badRequest('validation_failed', 'companyId is required', { companyId: ['validation.required'] });
      const location = await addLocation(app.database.db, places, caller, companyId, fields, {
        allowDuplicate,
        confirmZipCodePlace,
      });
      // Outside every region: sales learn of the company's interest in the city (a coverage lead).
      await recordPickupPointLeads(app.database.db, app.config.geoDataDir, [location], caller.actor);
      return location;
    },
  );

  r.post(
    '/region/locations/update',
    {
      config: { apiKey: false }, // company data: client users and operators, not API keys
      schema: {
        tags: ['Back office: locations'],
        ...regionsDocs.locationsUpdate,
        body: locationUpdateSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => {
      const { caller } = writerOf(request);
      const { locationId, allowDuplicate, confirmZipCodePlace, ...fields } = request.body;
      const location = await updateLocation(app.database.db, places, caller, locationId, fields, {
        allowDuplicate,
        confirmZipCodePlace,
      });
      await recordPickupPointLeads(app.database.db, app.config.geoDataDir, [location], caller.actor);
      return location;
    },
  );

  r.get(
    '/region/zip-codes',
    {
      schema: {
        tags: ['Back office: zip codes'],
        ...regionsDocs.zipCodes,
        querystring: zipCodeSearchSchema,
      },
      onRequest: requireAuth(app, 'zipCodes.canAccessPage'),
    },
    async (request, reply) => {
      const result = await searchZipCodes(
        app.database.db,
        { geocoder, geoDataDir: app.config.geoDataDir },
        request.query,
      );
      // The stored polygons go out as PostgreSQL gives their text: no parse and serialize of ~1,000 polygons.
      return reply.type('application/json; charset=utf-8').send(serializeSearchResult(result));
    },
  );

  r.get(
    '/region/zip-code',
    {
      schema: {
        tags: ['Back office: zip codes'],
        ...regionsDocs.zipCode,
        querystring: zipCodeLookupSchema,
      },
      onRequest: requireAuth(app, 'zipCodes.canAccessPage'),
    },
    async (request) => lookupZipCode(app.database.db, app.config.geoDataDir, request.query.zipCode),
  );

  r.get(
    '/region/coverage',
    {
      config: {
        public: 'a visitor registering asks whether we deliver from its city (what the landing page tells anyone)',
      },
      schema: {
        tags: ['Console: public pages'],
        ...regionsDocs.coverage,
        querystring: coverageQuerySchema,
      },
    },
    async (request) => coverageOf(app.database.db, app.config.geoDataDir, request.query),
  );
}
