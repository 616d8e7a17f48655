// Client onboarding and own-account settings (register/selectProduct and register/addLocations, the company data
// and its contract, POST /@me/change-password). Apart from POST /@me/change-password, the paths are our choice and
// the descriptions below record them. HTTP only: parse with the domain schemas, check the caller's
// kind, call the services (server/services/account.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addLocationsSchema,
  changeOwnPasswordSchema,
  generateContractSchema,
  selectProductSchema,
} from '../../src/domain/accountSchemas.ts';
import { companyIdQuerySchema, contractDataSchema } from '../../src/domain/companySchemas.ts';
import { COMPANY_STATUSES, PACKAGE_SIZES } from '../../src/domain/enums.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../src/domain/constants.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { forbidden } from '../errors.ts';
import { actorOf } from '../services/principal.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import * as service from '../services/account.ts';
import { registerSimpleDeliveryRequest } from '../services/leads.ts';
import { SIMPLE_DELIVERY_LEAD_SOURCE } from '../../src/domain/leadConstants.ts';
import { CONTRACT_FILE_NAME } from '../services/contractPdf.ts';
import { describeLimit, describeSeconds } from '../services/rateLimits.ts';

const date = z.string().nullable();

/** MyCompany (src/domain/accountSchemas.ts) as the API answers it. */
const myCompanyResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string().nullable(),
    status: z.enum(COMPANY_STATUSES),
    activated: z.boolean().describe('Status active and all four registration steps done (the rule of GET /@me).'),
    defaultPackageSize: z.enum(PACKAGE_SIZES),
    registrationSteps: z.object({
      productSelectionCompleted: date,
      locationsCompleted: date,
      companyDataCompleted: date,
      contractGenerated: date,
    }),
    contractState: z.enum(['pending', 'not_generated', 'generated', 'signed']),
    contractGeneratedAt: date,
    contractData: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        name: z.string(),
        displayName: z.string().optional(),
        headquartersIn: z.string(),
        nip: z.string(),
        regon: z.string(),
        krs: z.string().optional(),
        shareCapital: z.string().optional(),
        street: z.string(),
        streetNumber: z.string().optional(),
        apartmentNumber: z.string().optional(),
        zipCode: z.string(),
        city: z.string(),
      })
      .nullable(),
    locationsCount: z.number().int(),
  })
  .describe('The signed-in client’s company as the settings pages show it (MyCompany).');

const locationResponse = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    zipCode: z.string(),
    formatted: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  defaultNote: z.string().nullable(),
  active: z.boolean(),
  workingSettings: z.any().describe('Opening hours per weekday, as POST /region/locations/add answers them.'),
  createdAt: z.string(),
});

const tokenResponse = z
  .object({ token: z.string(), expiresAt: z.iso.datetime(), userType: z.enum(['operator', 'client']) })
  .describe('The new session token; it replaces the caller’s token, which no longer works.');

const CLIENT_ONLY = 'Client users only: an operator gets 403 `client_user_only`. The company is always the caller’s own.';
const AUDIT = 'One transaction with an audit entry (who, before/after).';
const STEPS = [
  'Registration steps: productSelectionCompleted, locationsCompleted, companyDataCompleted,',
  'contractGenerated, each the date it was first done; `activated` once the company is active and every step is done.',
].join(' ');
const CONTRACT_STATES = 'contractState: pending (no company data), not_generated (ready), generated (waiting for signature and activation), signed (accepted at activation).';

export async function accountRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = geocoderFor(app.config.geoDataDir);
  const db = () => app.database.db;

  /** The caller as a client user of its company; 403 `client_user_only` for operators. */
  const client = (request: FastifyRequest): service.ClientContext => {
    const principal = principalOf(request);
    if (principal.kind !== 'client' || !principal.companyId) throw forbidden('client_user_only', 'Only client users have a company of their own');
    return { companyId: principal.companyId, actor: actorOf(principal) };
  };

  r.post('/auth/select-product', {
    schema: {
      tags: ['registration'],
      summary: 'Registration step 1 (register/selectProduct), also /settings/product: the default package size',
      description: [
        'Chosen by us. Body {defaultPackageSize: S | M | L}; sets the company’s',
        'orderSettings.defaultPackageSize and completes the step productSelectionCompleted (the first date is kept, so',
        `calling it again later only changes the default). Answers MyCompany. ${CLIENT_ONLY} ${AUDIT}`,
      ].join(' '),
      body: selectProductSchema,
      response: { 200: myCompanyResponse },
    },
    onRequest: requireAuth(app),
  }, async (request) => service.selectProduct(db(), client(request), request.body));

  r.post('/auth/add-locations', {
    schema: {
      tags: ['registration'],
      summary: 'Registration step 2 (register/addLocations): up to 10 pickup points in one call; an empty list skips',
      description: [
        'Chosen by us. Body {locations: [location fields as POST /region/locations/add,',
        `without companyId]}, at most ${REGISTRATION_MAX_LOCATIONS} (400 \`validation_failed\` with \`locations\` and per-location`,
        'field errors `locations.<i>.<field>`). Every address is geocoded first; a failure answers 422 with the geocoder’s',
        'code (address_not_found, address_is_ambiguous, address_matched_partially), the index in the message and a field',
        'error under `locations.<i>.zipCode`, and nothing is saved. All locations are inserted in one transaction (all or',
        `nothing); the company may hold at most ${REGISTRATION_MAX_LOCATIONS} locations counting the existing ones (409`,
        '`locations_limit_reached`). Completes the step locationsCompleted (also for an empty list; first date kept) and',
        'makes the first new location the company’s default one when it has none. Answers {locations: Location[],',
        `company: MyCompany}. ${CLIENT_ONLY} ${AUDIT}`,
      ].join(' '),
      body: addLocationsSchema,
      response: { 200: z.object({ locations: z.array(locationResponse), company: myCompanyResponse }) },
    },
    onRequest: requireAuth(app),
  }, async (request) => service.addRegistrationLocations(db(), geocoder, client(request), request.body));

  r.post('/@me/simple-delivery-request', {
    schema: {
      tags: ['registration'],
      summary: 'Asks our sales team for SIMPLE Delivery (the product step’s “contact us” option)',
      description: [
        'Chosen by us. No body. SIMPLE Delivery (the driver carries the product from our stock) is set up by the sales',
        'team, not chosen in the console: this call records the request as a lead of the operators’ demo-request list',
        `(name, e-mail and phone of the user, the company’s name, source \`${SIMPLE_DELIVERY_LEAD_SOURCE}\`). Asking again`,
        'stores nothing new. Answers {id, alreadyRequested}. It does not change the registration steps nor give the',
        `company a product. ${CLIENT_ONLY} ${AUDIT}`,
      ].join(' '),
      response: { 200: z.object({ id: z.number().int(), alreadyRequested: z.boolean() }) },
    },
    onRequest: requireAuth(app),
  }, async (request) => {
    const ctx = client(request);
    return registerSimpleDeliveryRequest(db(), { userId: principalOf(request).id, companyId: ctx.companyId, actor: ctx.actor });
  });

  r.get('/@me/company', {
    schema: {
      tags: ['account'],
      summary: 'The signed-in client’s company: registration steps, contract state, company data, locations count',
      description: `Chosen by us. ${STEPS} ${CONTRACT_STATES} ${CLIENT_ONLY}`,
      response: { 200: myCompanyResponse },
    },
    onRequest: requireAuth(app),
  }, async (request) => service.getMyCompany(db(), client(request).companyId));

  r.post('/@me/company-data', {
    schema: {
      tags: ['account'],
      summary: 'Saves the client’s company data (Settings → Company data)',
      description: [
        'Chosen by us. Body: the company data (firstName, lastName,',
        'name, headquartersIn, nip, regon, street, zipCode, city required; displayName, krs, shareCapital, streetNumber,',
        'apartmentNumber optional; NIP and REGON with their check digits, KRS of 10 digits, zip code 00-000). 409',
        '`company_already_active` once the company is active (or its contract signed); the NIP is read-only once set',
        '(400 `company_nip_read_only`, field error under `nip`). Completes the step companyDataCompleted (first date',
        'kept). Changed data invalidates a generated but not yet signed contract: contractGeneratedAt and',
        'contract.generatedAt are cleared and the contract must be generated again (sending the same data changes',
        `nothing). Answers MyCompany. ${CLIENT_ONLY} ${AUDIT}`,
      ].join(' '),
      body: contractDataSchema,
      response: { 200: myCompanyResponse },
    },
    onRequest: requireAuth(app),
  }, async (request) => service.saveCompanyData(db(), client(request), request.body));

  r.post('/@me/contract/generate', {
    schema: {
      tags: ['account'],
      summary: 'Generates the service contract from the company data (accepting the terms)',
      description: [
        'Chosen by us. Body {acceptTerms: true} (400 otherwise). 409 `company_data_missing` without company data, 409',
        '`contract_already_signed` once the contract is signed/accepted or the company is active. Sets contractGeneratedAt',
        'and contract {generatedAt, fileName: "contract.pdf", termsAcceptedAt}; generating again before signing renews',
        'the dates. The company then waits for activation by an operator (POST /company/activate). No real-time event.',
        `Answers MyCompany. ${CLIENT_ONLY} ${AUDIT}`,
      ].join(' '),
      body: generateContractSchema,
      response: { 200: myCompanyResponse },
    },
    onRequest: requireAuth(app),
  }, async (request) => service.generateContract(db(), client(request)));

  const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${CONTRACT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  const PDF = [
    'An A4 PDF (application/pdf, attachment "contract.pdf") built from the stored company data: contract number',
    'DC/<year>/<company id>, the generation date (Polish time), both parties, the numbered provisions and signature',
    'lines. 409 `contract_not_generated` before generation; 409 `company_data_missing` for a company marked generated',
    'without company data.',
  ].join(' ');

  r.get('/@me/contract', {
    schema: {
      tags: ['account'],
      summary: 'Downloads the client’s generated contract (contract.pdf)',
      description: `Chosen by us. ${PDF} ${CLIENT_ONLY}`,
    },
    onRequest: requireAuth(app),
  }, async (request, reply) => {
    const { companyId } = client(request);
    return sendPdf(reply, await service.contractPdfOf(db(), principalOf(request).tenant, companyId));
  });

  r.get('/company/contract', {
    schema: {
      tags: ['companies'],
      summary: 'Downloads a company’s generated contract (contract.pdf) for the back office',
      description: [
        `Chosen by us. Query companyId. Needs company.canAccessPage. ${PDF} An operator limited to some companies gets`,
        '404 `company_not_found` for the others.',
      ].join(' '),
      querystring: companyIdQuerySchema,
    },
    onRequest: requireAuth(app, 'company.canAccessPage'),
  }, async (request, reply) =>
    sendPdf(reply, await service.contractPdfOf(db(), principalOf(request).tenant, request.query.companyId)),
  );

  r.post('/@me/change-password', {
    schema: {
      tags: ['session'],
      summary: 'Changes the caller’s own password; answers a new token that replaces the session token',
      description: [
        'Any signed-in user (operators and client users). Body {oldPassword, newPassword (min 7),',
        'newPasswordConfirmation (optional; must equal newPassword when sent)}. A wrong old password answers 409',
        '`password_does_not_match` (not 400/401, so the console does not read it as a form error or a logout).',
        `Wrong old passwords are counted before the old password is checked: ${app.config.loginMaxFailures} per user within`,
        `${describeSeconds(app.config.loginWindowSeconds)} (LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS) and`,
        `${describeLimit(app.config.rateLimits.passwordChangeFailuresPerClient, 'per client address')} over every user, then`,
        '429 `too_many_login_attempts` with Retry-After (seconds) until the window ends. The new password is stored as argon2id; every open session of',
        'the user is revoked, the caller’s included, so the old token answers 401 from now on; the answer is the token',
        `of a new session {token, expiresAt, userType}. ${AUDIT} The audit entry holds no password data.`,
      ].join(' '),
      body: changeOwnPasswordSchema,
      response: { 200: tokenResponse },
    },
    onRequest: requireAuth(app),
  }, async (request) => {
    const principal = principalOf(request);
    return service.changeOwnPassword(
      db(),
      app.services.auth,
      {
        perUser: { max: app.config.loginMaxFailures, windowSeconds: app.config.loginWindowSeconds },
        perClient: app.config.rateLimits.passwordChangeFailuresPerClient,
        clientIp: request.ip,
      },
      principal,
      actorOf(principal),
      request.body,
    );
  });
}
