// Companies for the back office: the list, details, activation, updates and the logo, on paths of our choice.
// Reading needs company.canAccessPage, writing company.canWrite (SuperAdmin or the companies scope); the services
// apply the tenant (an operator sees its assigned companies only; another company answers 404).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activateCompanySchema,
  COMPANY_STATUS_CHANGE_EVENT,
  companyIdQuerySchema,
  companyPageListQuerySchema,
  updateCompanySchema,
  uploadLogoSchema,
} from '../../domain/companySchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/companies.ts';
import { companiesDocs } from './docs/companies.ts';

const TAGS = ['Back office: companies'];

export async function companyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canRead = requireAuth(app, 'company.canAccessPage');
  const canWrite = requireAuth(app, 'company.canAccessPage', 'company.canWrite');
  const context = (request: FastifyRequest): service.CompanyContext => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };
  const details = (request: FastifyRequest, companyId: number) =>
    service.getCompanyDetails(app.database.db, principalOf(request).tenant, companyId);

  r.get(
    '/company/page-list',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.pageList,
        querystring: companyPageListQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => service.listCompanyPage(app.database.db, principalOf(request).tenant, request.query),
  );

  r.get(
    '/company/pending-count',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.pendingCount,
      },
      onRequest: canRead,
    },
    async (request) => ({ pendingCount: await service.countPending(app.database.db, principalOf(request).tenant) }),
  );

  r.get(
    '/company/details',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.details,
        querystring: companyIdQuerySchema,
      },
      onRequest: canRead,
    },
    async (request) => ({ company: await details(request, request.query.companyId) }),
  );

  r.post(
    '/company/activate',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.activate,
        body: activateCompanySchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      const event = await service.activateCompany(app.database.db, context(request), request.body);
      app.realtime.emitCompanyEvent(COMPANY_STATUS_CHANGE_EVENT, { ...event });
      return { company: await details(request, request.body.companyId) };
    },
  );

  r.post(
    '/company/update',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.update,
        body: updateCompanySchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      await service.updateCompany(app.database.db, context(request), request.body);
      return { company: await details(request, request.body.companyId) };
    },
  );

  r.post(
    '/company/logo',
    {
      schema: {
        tags: TAGS,
        ...companiesDocs.logo,
        body: uploadLogoSchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      await service.saveCompanyLogo(app.database.db, service.imagesDirOf(app.config), context(request), request.body);
      return { company: await details(request, request.body.companyId) };
    },
  );
}

/**
 * Serves the uploaded images under /images (nosniff, cached a day: a new upload gets a new file name), then the
 * images bundled with the console (public/images: the demo companies' logos and dashboard images).
 */
export async function registerCompanyImages(app: FastifyInstance) {
  const root = service.imagesDirOf(app.config);
  mkdirSync(root, { recursive: true });
  const bundled = path.join(app.config.clientDir, 'images');
  await app.register(fastifyStatic, {
    root: existsSync(bundled) ? [root, bundled] : root,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: 24 * 3600 * 1000,
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });
}
