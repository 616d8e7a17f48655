// Companies, their pickup locations and products, and the company settings that refer to them.
import { eq } from 'drizzle-orm';
import type { CompanyDeliverySettings, CompanyOrderSettings, WorkingSettings } from '../../../domain/types.ts';
import * as t from '../../db/schema.ts';
import { CITY_BY_NAME, type CityName, pickPostcode, streetAddress } from './cities.ts';
import {
  COMPANY_DEFS,
  type CompanyDef,
  DEMO_PRICING,
  LOCATION_NOTES,
  type ProductDef,
  WORKING_VARIANTS,
} from './companyDefs.ts';
import type { CompanyRec, Ctx, LocationRec } from './context.ts';
import { nip, person, phone, regon } from './fakeData.ts';
import { insertRows } from './insert.ts';
import { at, DAY, dayKey, HOUR, MIN } from './time.ts';

function companyOrderSettings(def: CompanyDef): CompanyOrderSettings {
  return {
    allowedPayments: def.payments,
    orderFormFields: def.formFields,
    orderFormSuggestedProducts: [],
    maxOrderProductsAllowed: def.maxOrderProducts,
    defaultPackageSize: def.defaultPackageSize,
    showDeliveryEstimationOnForm: def.estimationOnForm,
    scheduledAtToScheduledRange: def.scheduledRange,
    ...(def.operatorReasons ? { operatorCancellationReasons: def.operatorReasons } : {}),
  };
}

export async function seedCompanies(ctx: Ctx, regions: Map<CityName, number>): Promise<CompanyRec[]> {
  const { rng } = ctx;
  const recs: Omit<CompanyRec, 'id'>[] = [];
  const rows = COMPANY_DEFS.map((def) => {
    const createdAt =
      def.registration === 'none'
        ? at(ctx.now, -rng.int(60, 180) * MIN)
        : def.registration === 'contract'
          ? at(ctx.today, -rng.int(4, 8) * DAY + rng.int(8, 16) * HOUR)
          : at(ctx.today, -rng.int(200, 700) * DAY + rng.int(8, 17) * HOUR);
    const registered = def.registration !== 'none';
    const steps = {
      productSelectionCompletedAt: registered ? at(createdAt, 12 * MIN) : null,
      locationsCompletedAt: registered ? at(createdAt, 35 * MIN) : null,
      companyDataCompletedAt: registered ? at(createdAt, 26 * HOUR) : null,
      contractGeneratedAt: registered ? at(createdAt, 27 * HOUR) : null,
      activatedAt: def.registration === 'full' ? at(createdAt, 3 * DAY + 2 * HOUR) : null,
    };
    const owner = person(ctx);
    const home = CITY_BY_NAME.get(def.home)!;
    const hq = pickPostcode(ctx, def.home);
    const contractData = registered
      ? {
          firstName: owner.firstName,
          lastName: owner.lastName,
          name: def.name,
          displayName: def.brand,
          headquartersIn: def.home,
          nip: nip(rng),
          regon: regon(rng),
          ...(rng.chance(0.7)
            ? { krs: `0000${rng.digits(6)}`, shareCapital: `${rng.pick([5, 50, 100, 500])} 000,00 zł` }
            : {}),
          street: rng.pick(home.streets),
          streetNumber: String(rng.int(1, 120)),
          ...(rng.chance(0.4) ? { apartmentNumber: String(rng.int(1, 40)) } : {}),
          zipCode: hq.zipCode,
          city: def.home,
        }
      : null;
    const contract =
      def.registration === 'full'
        ? {
            generatedAt: steps.contractGeneratedAt!.toISOString(),
            signedAt: at(steps.contractGeneratedAt!, DAY).toISOString(),
            acceptedAt: steps.activatedAt!.toISOString(),
            fileName: `umowa-${def.slug}.pdf`,
          }
        : def.registration === 'contract'
          ? { generatedAt: steps.contractGeneratedAt!.toISOString(), fileName: `umowa-${def.slug}.pdf` }
          : null;
    const orderSettings = companyOrderSettings(def);
    const deliverySettings: CompanyDeliverySettings = {
      cancelOrderAfter: def.cancelOrderAfter,
      maxDeliveryDistanceRadius: rng.pick([15_000, 20_000, 25_000]),
      groupPickupPointOrders: rng.chance(0.4),
      groupedOrdersMaxDistance: 2_000,
      maxDestinationDistanceRadius: rng.pick([25_000, 30_000]),
      showOnOrderMarketAfter: rng.pick([0, 0, 60, 120]),
    };
    const workingSettings = WORKING_VARIANTS[def.workingVariants[0]];
    const email =
      def.key === 'techmarket' ? 'client@demo.pl' : def.key === 'nowa' ? 'new@demo.pl' : `kontakt@${def.slug}.pl`;
    const ownerInfo = {
      name: `${owner.firstName} ${owner.lastName}`,
      email,
      phone: phone(rng),
      city: def.home,
      ...(def.deliveryProductType ? { deliveryProductType: def.deliveryProductType } : {}),
    };
    // A company gets its region at activation (from its pickup points): a pending one has none yet.
    const regionId = def.status === 'pending' ? null : regions.get(def.home)!;
    recs.push({
      def,
      regionId: regionId ?? regions.get(def.home)!,
      createdAt,
      activatedAt: steps.activatedAt,
      orderSettings,
      deliverySettings,
      workingSettings,
      locations: [],
      products: [],
      clientName: ownerInfo.name,
      clientEmail: email,
      externalCounter: rng.int(10_000, 90_000),
    });
    return {
      name: def.name,
      displayName: def.registration === 'full' ? def.brand : null,
      logo: `/images/companies/${def.slug}.svg`,
      dashboardImage:
        def.registration === 'full' && rng.chance(0.5) ? `/images/companies/${def.slug}-dashboard.svg` : null,
      countryCode: 'PL',
      status: def.status,
      regionId,
      contract,
      contractData,
      ownerInfo,
      orderSettings,
      deliverySettings,
      workingSettings,
      pricing: DEMO_PRICING[def.key] ?? null,
      ...steps,
      createdAt,
    };
  });
  const ids = await insertRows(ctx.tx, t.companies, rows);
  return recs.map((r, i) => ({ ...r, id: ids[i] }));
}

export async function seedLocations(ctx: Ctx, companies: CompanyRec[], regions: Map<CityName, number>): Promise<void> {
  const { rng } = ctx;
  const usedZips = new Set<string>();
  const pending: { company: CompanyRec; rec: Omit<LocationRec, 'id'>; row: Record<string, unknown> }[] = [];
  for (const company of companies) {
    const districtsLeft = new Map<CityName, string[]>();
    company.def.locationCities.forEach((cityName, i) => {
      const city = CITY_BY_NAME.get(cityName)!;
      if (!districtsLeft.has(cityName)) districtsLeft.set(cityName, rng.shuffle(city.districts));
      const district = districtsLeft.get(cityName)!.shift() ?? `${rng.pick(city.districts)} ${i + 1}`;
      const postcode = pickPostcode(ctx, cityName, usedZips);
      const street = streetAddress(rng, city).replace(/\/\d+$/, '');
      const base = WORKING_VARIANTS[company.def.workingVariants[i % company.def.workingVariants.length]];
      const workingSettings: WorkingSettings =
        i === 1 && rng.chance(0.6)
          ? {
              ...base,
              customDates: [{ date: dayKey(at(ctx.today, rng.int(3, 20) * DAY)), closed: true }],
              nonStandardWorkingHours: true,
            }
          : base;
      const rec: Omit<LocationRec, 'id'> = {
        city: cityName,
        regionId: regions.get(cityName)!,
        name: `${company.def.brand} ${district}`,
        street,
        zipCode: postcode.zipCode,
        phone: phone(rng),
        defaultNote: rng.chance(0.4) ? rng.pick(LOCATION_NOTES) : null,
        lat: postcode.lat,
        lng: postcode.lng,
        active: !(company.def.status === 'inactive' && i === 1) && !(company.def.key === 'apteka' && i === 6),
        workingSettings,
      };
      pending.push({
        company,
        rec,
        row: {
          companyId: company.id,
          name: rec.name,
          phone: rec.phone,
          street: rec.street,
          city: rec.city,
          zipCode: rec.zipCode,
          formatted: `${rec.street}, ${rec.zipCode} ${rec.city}`,
          lat: rec.lat,
          lng: rec.lng,
          defaultNote: rec.defaultNote,
          active: rec.active,
          workingSettings: rec.workingSettings,
          createdAt: at(company.createdAt, 35 * MIN + i * DAY),
        },
      });
    });
  }
  const ids = await insertRows(
    ctx.tx,
    t.locations,
    pending.map((p) => p.row),
  );
  pending.forEach((p, i) => p.company.locations.push({ ...p.rec, id: ids[i] }));
}

export async function seedProducts(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
  const pending: { company: CompanyRec; def: ProductDef; row: Record<string, unknown> }[] = [];
  for (const company of companies) {
    for (const def of company.def.products) {
      pending.push({
        company,
        def,
        row: {
          companyId: company.id,
          name: def.name,
          code: def.code,
          type: def.type,
          dimensionsAlgorithm: def.dimensionsAlgorithm ?? null,
          maximumDimensions:
            def.maxDimensions ??
            (def.type === 'simple_arrival' ? null : { weight: 31.5, sideSum: 250, largestSide: 120 }),
          productSettings: {
            productFormFields: def.fields,
            ...(def.helper ? { helperProduct: true } : {}),
            ...(def.hidden ? { hideOnOrderForm: true } : {}),
            ...(def.maxAllowed ? { maxProductsAllowed: def.maxAllowed } : {}),
            ...(def.locationsForReceiver ? { showLocationsSelectForReceiverOnOrderForm: true } : {}),
          },
          imageUrl: `/images/products/${def.code.toLowerCase()}.svg`,
          canTransferStock: def.transferable ?? false,
          active: true,
          createdAt: at(company.createdAt, 12 * MIN),
        },
      });
    }
  }
  const ids = await insertRows(
    ctx.tx,
    t.products,
    pending.map((p) => p.row),
  );
  pending.forEach((p, i) => p.company.products.push({ id: ids[i], def: p.def, companyId: p.company.id }));
}

/** Settings that refer to rows created after the company: default location, suggested (helper) products. */
export async function finishCompanySettings(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
  for (const company of companies) {
    const suggested = company.products.filter((p) => p.def.helper).map((p) => p.id);
    company.orderSettings = { ...company.orderSettings, orderFormSuggestedProducts: suggested };
    await ctx.tx
      .update(t.companies)
      .set({ orderSettings: company.orderSettings, defaultLocationId: company.locations[0]?.id ?? null })
      .where(eq(t.companies.id, company.id));
  }
}
