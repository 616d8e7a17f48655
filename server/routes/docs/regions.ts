// The OpenAPI texts of the regions routes (server/routes/regions.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...regionsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  CUSTOM_DATE_MAX,
  CUSTOM_DATE_MIN,
  DUPLICATE_LOCATION,
  MAX_CUSTOM_DATES,
  MAX_DAY_RANGES,
  ZIP_CODE_OTHER_PLACE,
  type DuplicateLocationDetails,
  type ZipCodeOtherPlaceDetails,
} from '../../../domain/locationSchemas.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../../domain/constants.ts';
import type { ApiErrorBody } from '../../../domain/api.ts';
import type { CoverageAnswer } from '../../../domain/coverage.ts';
import { z } from 'zod';
import type { CompanyLocations, ZipCodeArea, ZipCodeLookup, ZipCodeSearchResult } from '../../../domain/locationApi.ts';
import { companyLocation } from './shapes/company.ts';

const companyLocations = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  locations: z.array(companyLocation),
}) satisfies z.ZodType<CompanyLocations>;

const zipCodeArea = z.object({
  name: z.string().describe('The zip code'),
  centroid: z.tuple([z.number(), z.number()]).describe('[lng, lat] (GeoJSON order)'),
  geometry: z
    .object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.unknown() })
    .nullable()
    .describe('GeoJSON geometry'),
  region: z.string().nullable().describe('The covering region’s name; null for a code out of bounds'),
}) satisfies z.ZodType<ZipCodeArea>;

/**
 * The zip-code answer. The route sends it as JSON text built from the stored polygons, and Fastify sends a string with
 * a JSON content type as it is (the serializer is not called), so the type admits that text; the shape documents it.
 */
const zipCodeSearch: z.ZodType<ZipCodeSearchResult | string> = z.object({
  centerPoint: z.object({ lat: z.number(), lng: z.number() }),
  zipCodes: z.array(zipCodeArea),
  zipCodesOutOfBounds: z.array(zipCodeArea),
}) satisfies z.ZodType<ZipCodeSearchResult>;

const zipCodeLookup = z.object({
  zipCode: z.string().describe('The code as 00-000'),
  known: z.boolean().describe('A stored zip-code area or a code of postcodes-pl.csv'),
  place: z.string().nullable().describe('Its place, when known'),
  centroid: z.object({ lat: z.number(), lng: z.number() }).nullable().describe('Its centroid, when known'),
  regions: z.array(z.string()).describe('The active regions whose coverage holds it, by name'),
  served: z.boolean().describe('An active region serves it'),
}) satisfies z.ZodType<ZipCodeLookup>;

const coverage = z.object({
  city: z
    .string()
    .nullable()
    .describe('The city as asked (trimmed), else the postcode’s place; null when neither is known'),
  zipCode: z.string().nullable().describe('The postcode as 00-000, when one was asked'),
  zipCodeCheck: z
    .object({
      known: z.boolean().describe('In postcodes-pl.csv or a stored zip-code area'),
      place: z.string().nullable().describe('Its place, when known'),
      matchesCity: z
        .boolean()
        .nullable()
        .describe('Whether its place is the asked city; null without a city or when unknown'),
    })
    .nullable()
    .describe('The postcode’s check, when one was asked'),
  served: z.boolean().describe('An active region serves the address'),
  regions: z.array(z.string()).describe('The active regions that serve it, by name'),
  servedCities: z.array(z.string()).describe('Every active region, by name: where we deliver'),
}) satisfies z.ZodType<CoverageAnswer>;

/**
 * A 409 of add and update: duplicate_location names the other pickup point; zip_code_other_place the postcode's place;
 * locations_limit_reached names nothing.
 */
const locationConflict = z
  .object({
    name: z.string(),
    message: z.string(),
    errorCode: z
      .string()
      .describe(`\`${DUPLICATE_LOCATION}\`, \`${ZIP_CODE_OTHER_PLACE}\` (or, on add, \`locations_limit_reached\`)`),
    details: z
      .union([
        z.object({
          existingId: z.number().int().describe('The other pickup point of the company with this name and address'),
          existingName: z.string().describe('Its name as stored'),
        }) satisfies z.ZodType<DuplicateLocationDetails>,
        z.object({
          zipCode: z.string().describe('The postcode as sent'),
          place: z.string().describe('The place the postal-code data gives it'),
          city: z.string().describe('The city as sent'),
        }) satisfies z.ZodType<ZipCodeOtherPlaceDetails>,
      ])
      .optional()
      .describe(`With \`${DUPLICATE_LOCATION}\` or \`${ZIP_CODE_OTHER_PLACE}\``),
  })
  .describe('A state conflict') satisfies z.ZodType<ApiErrorBody>;

const DUPLICATES = [
  'Another pickup point of the same company with the same name and address (name, street, zip code and city compared',
  `without case and repeated spaces) answers 409 \`${DUPLICATE_LOCATION}\` with details {existingId, existingName}`,
  'naming it, unless the body says allowDuplicate: true (the console’s “Save anyway” after its warning); the audit entry',
  'of a pickup point saved so names the other one (after.duplicateOf). An update checks this only when it changes the',
  'name or the address.',
].join(' ');

const TENANT =
  'A client user reaches its own company only; an operator its assigned companies (another tenant’s location or company answers 404).';
const GEOCODING = [
  'The postcode is checked first (on add, and on an update that changes the postcode or the city): one that neither',
  'postcodes-pl.csv nor a stored zip-code area knows (00-000, the format’s example) answers 400 `validation_failed` with',
  '`zipCode: ["validation.zipCodeUnknown"]`; one whose place is not the city (compared without case and diacritics)',
  `answers 409 \`${ZIP_CODE_OTHER_PLACE}\` with details {zipCode, place, city} unless the body says confirmZipCodePlace:`,
  'true (the console’s “Keep as typed” after its question; the point is then placed by the postcode’s place). The address',
  'is geocoded on save with the server’s geocoder (postal-code centroid of postcodes-pl.csv) into',
  'address.lat/lng/formatted; a failure answers 422 with the geocoder’s code (address_not_found, address_is_ambiguous,',
  'address_matched_partially). An update that keeps street, city and zip code keeps the point. The answer carries region',
  '(the active region covering the zip code, null outside every region) and covered.',
].join(' ');
const FIELDS = [
  'Fields: name (min 3), street, city, zipCode (00-000), phone (optional; 9 digits with an optional country prefix, spaces',
  'allowed, or "-"), defaultNote (optional), active (default true), workingSettings (every part kept; the console sends',
  'the stored settings back whole, so saving unchanged changes nothing): monday..sunday and defaultWorkingHours each',
  '{closed: true}, one range {closed: false, from: {hour, minute}, to: {hour, minute}} or several {closed: false, ranges:',
  `[{from, to}, …]} (at most ${MAX_DAY_RANGES}; each from earlier than to, not overlapping; stored sorted with from/to the`,
  'first opening and last closing); a day left out has no hours (empty by default). customDates: special dates',
  `[{date: "YYYY-MM-DD" (${CUSTOM_DATE_MIN}..${CUSTOM_DATE_MAX}), closed: true} or {date, closed: false, from, to | ranges}],`,
  `each date once, at most ${MAX_CUSTOM_DATES}, stored sorted; a special date wins over its weekday. nonStandardWorkingHours`,
  '(boolean), zone (IANA time zone, Europe/Warsaw when absent). A location without weekly hours of its own (no weekday, no',
  'defaultWorkingHours) uses its company’s default working settings (POST /company/update workingSettings) for the time',
  'slots of order creation; its own special dates win over the company’s on their dates.',
  'Field errors: 400 `validation_failed` with per-field message keys.',
].join(' ');

/** What a save outside every region leaves for sales (server/services/leads.ts). */
const COVERAGE_LEAD = [
  'An active point saved outside every region (by its postcode and city, as GET /region/coverage answers) records a',
  'coverage lead of its company and city for the operators’ lead list (GET /lead/list?kind=coverage; one per company',
  'and city, a later save refreshes its time); the save itself is not refused for it.',
].join(' ');

export const regionsDocs = {
  locations: {
    summary: 'Locations (pickup points) grouped by company: [{companyId, companyName, locations}]',
    description: [
      'Query: companyId or companyIds (comma-joined), optional locationId (only the company holding that location).',
      'Without them: every company the caller may see, including companies with no locations (an empty list).',
      'Companies by name, locations by name. Each location: {id, companyId, name, phone, address {street, city, zipCode,',
      'formatted, lat, lng}, defaultNote, active, workingSettings, createdAt, region, covered}; region: the name of the active',
      'region whose zip-code coverage holds the location’s zip code (the first by name when several do), null outside every',
      'region; covered: region is not null (an uncovered point cannot be a delivery’s pickup point). Client users: always; operators: with the',
      `companies page, the zip-code page, order writing or the users page (403 otherwise). ${TENANT}`,
    ].join(' '),
    response: { 200: z.array(companyLocations).describe('One item per company, by name') },
  },
  locationsAdd: {
    summary: 'Adds a location to a company; answers the saved location',
    description: [
      'Body: companyId (a client user may leave it out: its own company), the location fields, allowDuplicate and',
      'confirmZipCodePlace.',
      FIELDS,
      GEOCODING,
      DUPLICATES,
      COVERAGE_LEAD,
      `A client user’s company holds at most ${REGISTRATION_MAX_LOCATIONS} locations (409 \`locations_limit_reached\`;`,
      'REGISTRATION_MAX_LOCATIONS); an operator (company page) has no limit and needs company.canWrite.',
      `404 \`company_not_found\`. ${TENANT} One transaction with an audit entry (location.add).`,
    ].join(' '),
    response: { 200: companyLocation, 409: locationConflict },
  },
  locationsUpdate: {
    summary: 'Updates a location (the whole location is sent); answers the saved location',
    description: [
      'Body: locationId, the location fields, allowDuplicate and confirmZipCodePlace.',
      FIELDS,
      GEOCODING,
      DUPLICATES,
      COVERAGE_LEAD,
      `404 \`location_not_found\`. Operators need company.canWrite. ${TENANT} One transaction with an audit entry`,
      '(location.update, before and after).',
    ].join(' '),
    response: { 200: companyLocation, 409: locationConflict },
  },
  zipCodes: {
    summary: 'Zip codes around an address: covered ones and the uncovered ones inside the radius',
    description: [
      'Query (all required): street, city, zipCode (00-000), radius in km (0 < radius ≤ 100; the console’s default is 7).',
      'The address is geocoded (422 with the geocoder’s code on failure) into centerPoint {lat, lng}. zipCodes: the',
      'zip_codes areas of an active region whose centroid lies within the radius (great-circle distance), with region.',
      'zipCodesOutOfBounds: codes inside the radius that no active region covers: stored areas without an active region',
      '(with their geometry) and postal codes of postcodes-pl.csv whose area centroid is inside (geometry null; codes',
      'with only a city-level point are left out). Items: {name, centroid: [lng, lat], geometry (GeoJSON or null),',
      'region}, sorted by name. A bounding-box prefilter on the centroid columns (zip_codes_centroid_idx), then the exact',
      'distance. Needs the zipCodes scope itself: the omni scope (superAdmin) does not count (403).',
    ].join(' '),
    response: { 200: zipCodeSearch },
  },
  zipCode: {
    summary: 'One postal code: the regions that serve it, or none',
    description: [
      'Query: zipCode, as typed alone: 00-950, 00950 or 00 950 (white space ignored; anything else: 400',
      '`validation_failed` with validation.zipCode). Answers {zipCode (as 00-000), known, place, centroid {lat, lng},',
      'regions, served}: regions are the active regions whose zip-code coverage holds the code, by name; served is',
      'false when none does (not served). place and centroid come from a stored zip-code area (one of a serving region',
      'first), else from postcodes-pl.csv; known is false when neither has the code (place and centroid null). Needs',
      'the zipCodes scope itself: the omni scope (superAdmin) does not count (403).',
    ].join(' '),
    response: { 200: zipCodeLookup },
  },
  coverage: {
    summary: 'Whether we deliver from an address a shop gives, and where we deliver',
    description: [
      'Public (a visitor asks it while registering). Query: city, zipCode (as typed alone: 00-950, 00950 or 00 950), or',
      'both; at least one (400 `validation_failed` with validation.required on city otherwise). Served by the',
      'postcode when one is given and known (the zip-code coverage of an active region, as the delivery estimate reads',
      'it), else by the city (a stored zip-code area of an active region whose place is that city, compared without',
      'case and diacritics, or a region of that name). zipCodeCheck tells whether the postcode exists (postcodes-pl.csv',
      'or a stored area) and whether its place is the city. servedCities lists every active region, for "we deliver in',
      '…". The registration and the pickup point forms ask it as the address is typed; the saves check the same rule.',
    ].join(' '),
    security: [],
    response: { 200: coverage },
  },
};
