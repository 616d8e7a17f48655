// The OpenAPI texts of the companies routes (server/routes/companies.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...companiesDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  COMPANY_LIST_MAX_PER_PAGE,
  COMPANY_STATUS_CHANGE_EVENT,
  LOGO_MAX_BYTES,
  type CompanyDetails,
  type CompanyDetailsResponse,
  type CompanyListRow,
  type CompanyPageListResponse,
  type PendingCountResponse,
} from '../../../domain/companySchemas.ts';
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '../../services/logoImage.ts';
import { z } from 'zod';
import {
  companyContract,
  companyContractData,
  companyDeliverySettings,
  companyOrderSettings,
  companyOwnerInfo,
  companyStatus,
  contractState,
  workingSettings,
} from './shapes/company.ts';
import { optionalTimestamp, timestamp } from './shapes/backOffice.ts';

const companyListRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string().nullable(),
    logo: z.string().nullable(),
    status: companyStatus,
    region: z.string().nullable(),
    ownerName: z.string().nullable(),
    ownerEmail: z.string().nullable(),
    nip: z.string().nullable(),
    contractState,
    locationsCount: z.number().int(),
    createdAt: timestamp('Registered'),
    activatedAt: optionalTimestamp('Activated'),
  })
  .describe('A row of the company list') satisfies z.ZodType<CompanyListRow>;

const companyPage = z.object({
  items: z.array(companyListRow),
  total: z.number().int(),
  pendingCount: z.number().int().describe('Pending companies the caller may see, whatever the filters'),
}) satisfies z.ZodType<CompanyPageListResponse>;

const companyDetails = z
  .object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string().nullable(),
    logo: z.string().nullable(),
    countryCode: z.string(),
    status: companyStatus,
    region: z.string().nullable(),
    createdAt: timestamp('Registered'),
    activatedAt: optionalTimestamp('Activated'),
    contract: companyContract.nullable(),
    contractState,
    contractGeneratedAt: optionalTimestamp('Contract generated'),
    canActivate: z.boolean().describe('Pending with a generated contract: the activation form applies'),
    contractData: companyContractData.nullable(),
    ownerInfo: companyOwnerInfo.nullable(),
    orderSettings: companyOrderSettings,
    deliverySettings: companyDeliverySettings,
    workingSettings: workingSettings.describe('Default working settings of its pickup points ({} when none)'),
    locationsCount: z.number().int(),
    regionSuggestion: z
      .object({
        region: z.string().nullable().describe('The region covering most of its active pickup points'),
        pickupPoints: z.number().int().describe('Its active pickup points'),
        coveredPickupPoints: z.number().int().describe('Of those, the ones inside some active region'),
      })
      .nullable()
      .describe('A pending company: the region its pickup points lie in, for the activation form'),
  })
  .describe('A company with its contract and settings') satisfies z.ZodType<CompanyDetails>;

const oneCompany = z.object({ company: companyDetails }) satisfies z.ZodType<CompanyDetailsResponse>;

const TENANT = 'An operator limited to some companies gets 404 `company_not_found` for the others.';

export const companiesDocs = {
  pageList: {
    summary: 'The company list page in one call: rows, total and the pending count',
    description: [
      'Instead of a company list fetch followed by a fetch of each company’s details, we serve the list with every',
      'column the table shows (region, owner, NIP, contract state, locations count), so the page makes',
      'one call. `q` matches the name, the client name shown to drivers, the NIP and the owner’s e-mail',
      '(case-insensitive substring); `status` is comma-joined; `page` from 1, `perPage` at most',
      `${COMPANY_LIST_MAX_PER_PAGE}; \`sort\` name, -name, createdAt, -createdAt or status (pending first).`,
      '`pendingCount` counts the pending companies the caller may see, whatever the filters (the menu badge).',
      'GET /api/company/list stays as it was (the order list’s company filter).',
      TENANT,
    ].join(' '),
    response: { 200: companyPage },
  },
  pendingCount: {
    summary: 'Companies in pending status the caller may see (the side menu badge)',
    description: `Kept current by the real-time event \`${COMPANY_STATUS_CHANGE_EVENT}\` {companyId, status, previousStatus} on the /private namespace, sent to the consoles with the companies page that may see the company.`,
    response: { 200: z.object({ pendingCount: z.number().int() }) satisfies z.ZodType<PendingCountResponse> },
  },
  details: {
    summary: 'One company with its settings, contract data, owner info and activation state',
    description: `\`workingSettings\`: the company’s default working hours ({} when none; see POST /company/update). \`canActivate\` is true for a pending company whose contract was generated. \`contractState\`: pending (no company data), not_generated, generated, signed. 404 \`company_not_found\`. ${TENANT}`,
    response: { 200: oneCompany },
  },
  activate: {
    summary: 'Activates a pending company whose contract was generated',
    description: [
      'Pending → active, with `displayName`, the client name shown to drivers (required, at most 80',
      'characters). Sets activatedAt and the contract’s acceptedAt, writes an audit entry and sends',
      `\`${COMPANY_STATUS_CHANGE_EVENT}\`. 409 \`company_not_pending\`, 409 \`company_contract_missing\`, 404`,
      `\`company_not_found\`. Answers the company’s details. ${TENANT}`,
    ].join(' '),
    response: { 200: oneCompany },
  },
  update: {
    summary:
      'Updates one or more sections of a company: orderSettings, deliverySettings, contractData, ownerInfo, workingSettings',
    description: [
      'Each section given replaces the stored one; orderSettings takes its editable part (payments, products per',
      'order, default package size, estimation on form, slot as range) and keeps the rest. deliverySettings:',
      'cancelOrderAfter and showOnOrderMarketAfter in seconds, the distances in metres. contractData: NIP and REGON',
      'with their check digits, KRS of 10 digits, zip code 00-000; the NIP is read-only once set (400',
      '`company_nip_read_only`). workingSettings: the company’s default working hours, the same shape and rules as a',
      'location’s (POST /region/locations/update): monday..sunday each {closed: true} or one range {closed: false, from, to}',
      'or several {closed: false, ranges: [{from, to}, …]} (from earlier than to, not overlapping), defaultWorkingHours,',
      'customDates (special dates YYYY-MM-DD, closed or with other hours), nonStandardWorkingHours, zone; saved whole, so',
      'an unchanged section stays unchanged. A pickup point without weekly hours of its own (no weekday, no',
      'defaultWorkingHours) uses the company’s weekly hours and special dates (its own special dates win on their dates,',
      'its own zone wins) for the time slots of order creation.',
      '400 `validation_failed` with per-field errors (`deliverySettings.cancelOrderAfter`, `workingSettings.monday.ranges.0.to`…).',
      `Audit entry with before/after. Answers the company’s details. ${TENANT}`,
    ].join(' '),
    response: { 200: oneCompany },
  },
  logo: {
    summary: 'Uploads a company logo (PNG, JPEG or WebP, base64 in JSON)',
    description: [
      `JSON like every other call: {companyId, contentType, data (base64)}; at most ${LOGO_MAX_BYTES} bytes.`,
      'The bytes must be one whole image of the declared type, decoded by an image library: SVG is refused (it can',
      'carry scripts), and so are a damaged or cut-off image and a file with anything after the image (HTML, a script).',
      `The stored logo is drawn again in the same format, at most ${LOGO_MAX_SIDE}×${LOGO_MAX_SIDE} pixels (a larger one is`,
      'scaled down), turned upright, without metadata (EXIF, XMP, ICC, comments).',
      'Stored under IMAGES_DIR (default DATA_DIR/images) and served from /images/companies/<companyId>-<hash>.<ext>',
      '(several processes need that folder on shared storage) with its image type and `X-Content-Type-Options: nosniff`.',
      '400 `logo_too_large`, 400 `logo_type_not_allowed`, 400 `logo_image_invalid`,',
      `400 \`logo_dimensions_too_large\` (over ${LOGO_MAX_PIXELS} pixels).`,
      `Audit entry. Answers the company’s details. ${TENANT}`,
    ].join(' '),
    response: { 200: oneCompany },
  },
};
