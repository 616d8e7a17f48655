// The OpenAPI texts of the account routes (server/routes/account.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...accountDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
// Each entry also carries the route's answer schemas (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import type { MyCompany } from '../../../domain/accountSchemas.ts';
import type { CompanyCoverage } from '../../../domain/coverage.ts';
import { COMPANY_STATUSES, PACKAGE_SIZES } from '../../../domain/enums.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../../domain/constants.ts';
import { SIMPLE_DELIVERY_LEAD_SOURCE } from '../../../domain/leadConstants.ts';
import type { SimpleDeliveryRequest } from '../../services/leads.ts';
import { describeLimit, describeSeconds } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';
import { registrationStepsAnswer, tokenAnswer } from './shapes/auth.ts';
import { fileAnswer } from './shapes/files.ts';
import { companyContractData, companyLocation, contractState } from './shapes/company.ts';

const companyCoverageAnswer = z
  .object({
    pickupPoints: z.number().int().describe('Active pickup points'),
    coveredPickupPoints: z.number().int().describe('Of them, those in a region we deliver in (by postcode)'),
    waitingIn: z
      .array(z.string())
      .describe(
        'Where a pending company waits for coverage: the cities of its active pickup points when none is covered, or,' +
          ' without a pickup point, its registration city when we do not deliver from it. Empty when it does not wait.',
      ),
    servedCities: z.array(z.string()).describe('Where we deliver (active regions), when waitingIn is not empty'),
  })
  .describe(
    'Whether we deliver from where the company works (its onboarding’s “waiting for coverage”)',
  ) satisfies z.ZodType<CompanyCoverage>;

const myCompanyAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string().nullable(),
    status: z.enum(COMPANY_STATUSES),
    activated: z.boolean().describe('Status active and all four registration steps done (the rule of GET /@me).'),
    defaultPackageSize: z.enum(PACKAGE_SIZES),
    registrationSteps: registrationStepsAnswer,
    contractState,
    contractGeneratedAt: z.string().nullable(),
    contractData: companyContractData.nullable(),
    locationsCount: z.number().int(),
    coverage: companyCoverageAnswer,
  })
  .describe('The signed-in client’s company as the settings pages show it (MyCompany).') satisfies z.ZodType<MyCompany>;

const locationAnswer = companyLocation;

const simpleDeliveryAnswer = z.object({
  id: z.number().int().describe('The lead of the request'),
  alreadyRequested: z.boolean().describe('The company had asked already: the lead is the earlier one'),
}) satisfies z.ZodType<SimpleDeliveryRequest>;

const contractPdf = fileAnswer('application/pdf', 'The contract (contract.pdf)');

const CLIENT_ONLY =
  'Client users only: an operator gets 403 `client_user_only`. The company is always the caller’s own.';
const AUDIT = 'One transaction with an audit entry (who, before/after).';
const STEPS = [
  'Registration steps: productSelectionCompleted, locationsCompleted, companyDataCompleted,',
  'contractGenerated, each the date it was first done; `activated` once the company is active and every step is done.',
].join(' ');
const CONTRACT_STATES =
  'contractState: pending (no company data), not_generated (ready), generated (waiting for signature and activation), signed (accepted at activation).';
const PDF = [
  'An A4 PDF (application/pdf, attachment "contract.pdf") built from the stored company data: contract number',
  'DC/<year>/<company id>, the generation date (Polish time), both parties, the numbered provisions and signature',
  'lines. 409 `contract_not_generated` before generation; 409 `company_data_missing` for a company marked generated',
  'without company data.',
].join(' ');

export const accountDocs = {
  selectProduct: {
    summary: 'Registration step 1 (register/selectProduct), also /settings/product: the default package size',
    description: [
      'Chosen by us. Body {defaultPackageSize: S | M | L}; sets the company’s',
      'orderSettings.defaultPackageSize and completes the step productSelectionCompleted (the first date is kept, so',
      `calling it again later only changes the default). Answers MyCompany. ${CLIENT_ONLY} ${AUDIT}`,
    ].join(' '),
    response: { 200: myCompanyAnswer },
  },
  addLocations: {
    summary: 'Registration step 2 (register/addLocations): up to 10 pickup points in one call; an empty list skips',
    description: [
      'Chosen by us. Body {locations: [location fields as POST /region/locations/add,',
      `without companyId]}, at most ${REGISTRATION_MAX_LOCATIONS} (400 \`validation_failed\` with \`locations\` and per-location`,
      'field errors `locations.<i>.<field>`; a postcode neither postcodes-pl.csv nor a stored zip-code area knows, such as',
      '00-000: `locations.<i>.zipCode: ["validation.zipCodeUnknown"]`). Every address is geocoded first; a failure answers 422 with the geocoder’s',
      'code (address_not_found, address_is_ambiguous, address_matched_partially), the index in the message and a field',
      'error under `locations.<i>.zipCode`, and nothing is saved. All locations are inserted in one transaction (all or',
      `nothing); the company may hold at most ${REGISTRATION_MAX_LOCATIONS} locations counting the existing ones (409`,
      '`locations_limit_reached`). Completes the step locationsCompleted (also for an empty list; first date kept) and',
      'makes the first new location the company’s default one when it has none. Answers {locations: Location[],',
      'company: MyCompany}. Points outside every region record coverage leads for sales, as POST /region/locations/add.',
      `${CLIENT_ONLY} ${AUDIT}`,
    ].join(' '),
    response: { 200: z.object({ locations: z.array(locationAnswer), company: myCompanyAnswer }) },
  },
  simpleDeliveryRequest: {
    summary: 'Asks our sales team for SIMPLE Delivery (the product step’s “contact us” option)',
    description: [
      'Chosen by us. No body. SIMPLE Delivery (the driver carries the product from our stock) is set up by the sales',
      'team, not chosen in the console: this call records the request as a lead of the operators’ demo-request list',
      `(name, e-mail and phone of the user, the company’s name, source \`${SIMPLE_DELIVERY_LEAD_SOURCE}\`). Asking again`,
      'stores nothing new. Answers {id, alreadyRequested}. It does not change the registration steps nor give the',
      `company a product. ${CLIENT_ONLY} ${AUDIT}`,
    ].join(' '),
    response: { 200: simpleDeliveryAnswer },
  },
  company: {
    summary: 'The signed-in client’s company: registration steps, contract state, company data, locations count',
    description: [
      `Chosen by us. ${STEPS} ${CONTRACT_STATES} Readable in every status: an active company’s client reads its`,
      'company data (a change goes through support; POST /@me/company-data answers 409 `company_already_active`).',
      '`coverage`: its active pickup points, how many lie in a region we deliver in, and `waitingIn`, the cities a',
      'pending company waits for coverage in (none of its points covered: activation would answer 409',
      '`company_outside_regions`), with `servedCities`.',
      CLIENT_ONLY,
    ].join(' '),
    response: { 200: myCompanyAnswer },
  },
  companyData: {
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
    response: { 200: myCompanyAnswer },
  },
  contractGenerate: {
    summary: 'Generates the service contract from the company data (accepting the terms)',
    description: [
      'Chosen by us. Body {acceptTerms: true} (400 otherwise). 409 `company_data_missing` without company data, 409',
      '`contract_already_signed` once the contract is signed/accepted or the company is active. Sets contractGeneratedAt',
      'and contract {generatedAt, fileName: "contract.pdf", termsAcceptedAt}; generating again before signing renews',
      'the dates. The company then waits for activation by an operator (POST /company/activate). No real-time event.',
      `Answers MyCompany. ${CLIENT_ONLY} ${AUDIT}`,
    ].join(' '),
    response: { 200: myCompanyAnswer },
  },
  contract: {
    summary: 'Downloads the client’s generated contract (contract.pdf)',
    description: [
      `Chosen by us. ${PDF} Also once the company is active: the contract generated before activation, accepted by`,
      `it. ${CLIENT_ONLY}`,
    ].join(' '),
    response: { 200: contractPdf },
  },
  getContract: {
    summary: 'Downloads a company’s generated contract (contract.pdf) for the back office',
    description: [
      `Chosen by us. Query companyId. Needs company.canAccessPage. ${PDF} An operator limited to some companies gets`,
      '404 `company_not_found` for the others.',
    ].join(' '),
    response: { 200: contractPdf },
  },
  changePassword: (config: AppConfig) => ({
    summary: 'Changes the caller’s own password; answers a new token that replaces the session token',
    description: [
      'Any signed-in user (operators and client users). Body {oldPassword, newPassword (min 7),',
      'newPasswordConfirmation (optional; must equal newPassword when sent)}. A wrong old password answers 409',
      '`password_does_not_match` (not 400/401, so the console does not read it as a form error or a logout).',
      `Wrong old passwords are counted before the old password is checked: ${config.loginMaxFailures} per user within`,
      `${describeSeconds(config.loginWindowSeconds)} (LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS) and`,
      `${describeLimit(config.rateLimits.passwordChangeFailuresPerClient, 'per client address')} over every user, then`,
      '429 `too_many_login_attempts` with Retry-After (seconds) until the window ends. The new password is stored as argon2id; every open session of',
      'the user is revoked, the caller’s included, so the old token answers 401 from now on; the answer is the token',
      `of a new session {token, expiresAt, userType}. ${AUDIT} The audit entry holds no password data.`,
    ].join(' '),
    response: {
      200: tokenAnswer.describe('The new session token; it replaces the caller’s token, which no longer works.'),
    },
  }),
};
