// Companies for the back office: the list page in one statement, the details, activation,
// section updates and the logo. Every change runs in one transaction with its audit entry; the routes send the
// real-time event after the commit. Tenant: an operator sees its assigned companies only (404 otherwise).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { companies, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { AppConfig } from '../config.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import { normalizeLogo } from './logoImage.ts';
import type { Tenant } from './principal.ts';
import {
  COMPANY_OUTSIDE_REGIONS,
  COMPANY_REGION_REQUIRED,
  LOGO_MAX_BYTES,
  type ActivateCompanyInput,
  type CompanyDetails,
  type CompanyListRow,
  type CompanyPageListQuery,
  type CompanyPageListResponse,
  type ContractState,
  type LogoContentType,
  type UpdateCompanyInput,
  type UploadLogoInput,
} from '../../domain/companySchemas.ts';
import type { CompanyStatus } from '../../domain/enums.ts';
import type { CompanyContract, CompanyContractData, WorkingSettings } from '../../domain/types.ts';
import { companyInReach } from '../access/reach.ts';
import { ascName, descName } from '../db/nameSort.ts';
import { activeRegionNamed, pickupPointCoverage } from './companyRegion.ts';
import { addOnboardingProduct } from './products.ts';
import { ONBOARDING_PICKUP_ORDER_FORM_FIELDS } from '../../domain/productSchemas.ts';

export interface CompanyContext {
  actor: Actor;
  tenant: Tenant;
}

/** The real-time event of a status change (routed to the operators who may see the company). */
export interface CompanyStatusEvent {
  companyId: number;
  status: CompanyStatus;
  previousStatus: CompanyStatus;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The companies the caller may see: an operator limited to some companies sees those only. */
export const tenantCondition = (tenant: Tenant): SQL | undefined => companyInReach(tenant, companies.id);

export const contractStateOf = (c: {
  contractData: CompanyContractData | null;
  contract: CompanyContract | null;
  contractGeneratedAt: Date | null;
}): ContractState => {
  if (c.contract?.acceptedAt || c.contract?.signedAt) return 'signed';
  if (c.contractGeneratedAt || c.contract?.generatedAt) return 'generated';
  return c.contractData ? 'not_generated' : 'pending';
};

const contractGenerated = (c: { contract: CompanyContract | null; contractGeneratedAt: Date | null }) =>
  Boolean(c.contractGeneratedAt || c.contract?.generatedAt);

const locationsCount = sql<number>`(select count(*)::int from locations l where l.company_id = ${companies.id})`;

/** Pending first, then active, then inactive (the `status` sort). */
const statusRank = sql`case ${companies.status} when 'pending' then 0 when 'active' then 1 else 2 end`;

const SORTS: Record<CompanyPageListQuery['sort'], SQL[]> = {
  name: [...ascName(companies.name), asc(companies.id)],
  '-name': [...descName(companies.name), desc(companies.id)],
  createdAt: [asc(companies.createdAt), asc(companies.id)],
  '-createdAt': [desc(companies.createdAt), desc(companies.id)],
  status: [asc(statusRank), ...ascName(companies.name), asc(companies.id)],
};

/**
 * The company list page in one call: a page of rows with what the table shows, the total of the filter and the
 * pending count of the menu badge (three statements, no per-company call). Search matches the name, the client name
 * shown to drivers, the NIP and the owner's e-mail.
 */
export async function listCompanyPage(
  db: Db,
  tenant: Tenant,
  query: CompanyPageListQuery,
): Promise<CompanyPageListResponse> {
  const where: (SQL | undefined)[] = [tenantCondition(tenant)];
  if (query.status?.length) where.push(inArray(companies.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(companies.name, like),
        ilike(companies.displayName, like),
        ilike(sql`${companies.contractData}->>'nip'`, `%${escapeLike(query.q.replace(/[\s-]/g, ''))}%`),
        ilike(sql`${companies.ownerInfo}->>'email'`, like),
      ),
    );
  }
  const condition = and(...where);
  const [rows, [{ total }], pendingCount] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        displayName: companies.displayName,
        logo: companies.logo,
        status: companies.status,
        region: regions.name,
        ownerInfo: companies.ownerInfo,
        contractData: companies.contractData,
        contract: companies.contract,
        contractGeneratedAt: companies.contractGeneratedAt,
        locationsCount,
        createdAt: companies.createdAt,
        activatedAt: companies.activatedAt,
      })
      .from(companies)
      .leftJoin(regions, eq(regions.id, companies.regionId))
      .where(condition)
      .orderBy(...SORTS[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companies)
      .where(condition),
    countPending(db, tenant),
  ]);
  const items: CompanyListRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    displayName: r.displayName,
    logo: r.logo,
    status: r.status,
    region: r.region,
    ownerName: r.ownerInfo?.name ?? null,
    ownerEmail: r.ownerInfo?.email ?? null,
    nip: r.contractData?.nip ?? null,
    contractState: contractStateOf(r),
    locationsCount: Number(r.locationsCount),
    createdAt: r.createdAt.toISOString(),
    activatedAt: iso(r.activatedAt),
  }));
  return { items, total: Number(total), pendingCount };
}

/** Companies in pending status the caller may see (menu badge; companies_status_idx). */
export async function countPending(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(eq(companies.status, 'pending'), tenantCondition(tenant)));
  return Number(row?.n ?? 0);
}

async function loadCompany(db: DbOrTx, tenant: Tenant, companyId: number, forUpdate = false) {
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), tenantCondition(tenant)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('company_not_found', 'Company not found');
  return row;
}

export async function getCompanyDetails(db: DbOrTx, tenant: Tenant, companyId: number): Promise<CompanyDetails> {
  const [row] = await db
    .select({ company: companies, region: regions.name, locationsCount })
    .from(companies)
    .leftJoin(regions, eq(regions.id, companies.regionId))
    .where(and(eq(companies.id, companyId), tenantCondition(tenant)));
  if (!row) throw notFound('company_not_found', 'Company not found');
  const c = row.company;
  return {
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    logo: c.logo,
    countryCode: c.countryCode,
    status: c.status,
    region: row.region,
    createdAt: c.createdAt.toISOString(),
    activatedAt: iso(c.activatedAt),
    contract: c.contract,
    contractState: contractStateOf(c),
    contractGeneratedAt: iso(c.contractGeneratedAt) ?? c.contract?.generatedAt ?? null,
    canActivate: c.status === 'pending' && contractGenerated(c),
    contractData: c.contractData,
    ownerInfo: c.ownerInfo,
    orderSettings: c.orderSettings,
    deliverySettings: c.deliverySettings,
    workingSettings: c.workingSettings ?? {},
    locationsCount: Number(row.locationsCount),
    regionSuggestion: c.status === 'pending' ? await regionSuggestionOf(db, c.id) : null,
  };
}

async function regionSuggestionOf(db: DbOrTx, companyId: number) {
  const { region, pickupPoints, coveredPickupPoints } = await pickupPointCoverage(db, companyId);
  return { region, pickupPoints, coveredPickupPoints };
}

/**
 * The region a company is activated into: the one chosen (an active region, else 400 with a field error under
 * `region`), else the region of its pickup points, else the one it has. A company whose pickup points all lie outside
 * every region cannot work anywhere, whatever is chosen: 409 company_outside_regions. Without a pickup point, a stored
 * or a chosen region: 409 company_region_required.
 */
async function activationRegion(tx: DbOrTx, c: { id: number; regionId: number | null }, chosen: string | undefined) {
  const coverage = await pickupPointCoverage(tx, c.id);
  if (coverage.pickupPoints > 0 && coverage.coveredPickupPoints === 0) {
    throw conflict(
      COMPANY_OUTSIDE_REGIONS,
      `None of the company's ${coverage.pickupPoints} pickup points lies in a region we deliver in: add a pickup point inside a region, or extend a region's zip-code coverage, then activate`,
    );
  }
  if (chosen) {
    const region = await activeRegionNamed(tx, chosen);
    if (!region)
      throw badRequest('validation_failed', `No active region is named ${chosen}`, {
        region: ['companies.validation.unknownRegion'],
      });
    return region;
  }
  if (coverage.regionId !== null && coverage.region !== null) return { id: coverage.regionId, name: coverage.region };
  if (c.regionId !== null) {
    const [stored] = await tx
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .where(and(eq(regions.id, c.regionId), eq(regions.active, true)));
    if (stored) return stored;
  }
  throw conflict(
    COMPANY_REGION_REQUIRED,
    'The company has no pickup point to take its region from: choose the region it works in',
  );
}

/**
 * Activation: a pending company whose contract was generated becomes active, with the client name shown to drivers and
 * the region it works in (see activationRegion). A company without products gets what it chose at registration
 * (E-product Pickup, the one option it can take itself): its pickup_delivery product and, on its order form, the time
 * slot (otherwise delivery within 180 minutes) and the package size, its chosen default pre-selected. A company that
 * has products (an operator set it up, or it was activated before) keeps them and its form as they are. One transaction
 * under the company's row lock, with the audit entries. 409 `company_not_pending`, 409 `company_contract_missing`.
 */
export async function activateCompany(
  db: Db,
  ctx: CompanyContext,
  input: ActivateCompanyInput,
): Promise<CompanyStatusEvent> {
  return db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.tenant, input.companyId, true);
    if (c.status !== 'pending') throw conflict('company_not_pending', `The company is ${c.status}, not pending`);
    if (!contractGenerated(c)) throw conflict('company_contract_missing', 'The company has no generated contract yet');
    const region = await activationRegion(tx, c, input.region);
    const [previousRegion] =
      c.regionId === null
        ? []
        : await tx.select({ name: regions.name }).from(regions).where(eq(regions.id, c.regionId));
    const now = new Date();
    const contract: CompanyContract = { ...(c.contract ?? {}), acceptedAt: now.toISOString() };
    // What the registration chose comes with the product: a company an operator set up already keeps its own form.
    const productId = await addOnboardingProduct(tx, ctx.actor, { id: c.id, name: c.name, countryCode: c.countryCode });
    const orderFormFields =
      productId === null
        ? c.orderSettings.orderFormFields
        : [
            ...c.orderSettings.orderFormFields,
            ...ONBOARDING_PICKUP_ORDER_FORM_FIELDS.filter((f) => !c.orderSettings.orderFormFields.includes(f)),
          ];
    const orderSettings = { ...c.orderSettings, orderFormFields };
    await tx
      .update(companies)
      .set({
        status: 'active',
        activatedAt: now,
        displayName: input.displayName,
        regionId: region.id,
        orderSettings,
        contract,
        // The company data keeps the same client name as the one drivers see.
        ...(c.contractData ? { contractData: { ...c.contractData, displayName: input.displayName } } : {}),
      })
      .where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'company.activate',
      entity: 'company',
      entityId: c.id,
      before: {
        status: c.status,
        displayName: c.displayName,
        activatedAt: iso(c.activatedAt),
        region: previousRegion?.name ?? null,
        orderFormFields: c.orderSettings.orderFormFields,
      },
      after: {
        status: 'active',
        displayName: input.displayName,
        activatedAt: now.toISOString(),
        region: region.name,
        orderFormFields,
        productId,
      },
    });
    return { companyId: c.id, status: 'active' as const, previousStatus: c.status };
  });
}

/**
 * The NIP is read-only once set: 400 `company_nip_read_only` (with a field error under
 * `field`) when a different one is sent. Shared by the operator's update and the client's own company data.
 */
export function assertNipUnchanged(
  stored: Pick<CompanyContractData, 'nip'> | null,
  next: Pick<CompanyContractData, 'nip'>,
  field: string,
): void {
  if (stored?.nip && stored.nip !== next.nip) {
    throw badRequest('company_nip_read_only', 'The NIP cannot be changed once set', {
      [field]: ['companies.validation.nipReadOnly'],
    });
  }
}

/**
 * Section updates: each given section replaces the stored one (orderSettings keeps the parts the form does not edit).
 * The NIP is read-only once set: 400 `company_nip_read_only` when a different one is sent. Saving the
 * contract data completes the registration step "company data" (companyDataCompletedAt) when it is not yet done.
 */
export async function updateCompany(db: Db, ctx: CompanyContext, input: UpdateCompanyInput): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.tenant, input.companyId, true);
    const set: Partial<typeof companies.$inferInsert> = {};
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (input.orderSettings) {
      set.orderSettings = { ...c.orderSettings, ...input.orderSettings };
      before.orderSettings = c.orderSettings;
      after.orderSettings = set.orderSettings;
    }
    if (input.deliverySettings) {
      set.deliverySettings = input.deliverySettings;
      before.deliverySettings = c.deliverySettings;
      after.deliverySettings = input.deliverySettings;
    }
    if (input.contractData) {
      assertNipUnchanged(c.contractData, input.contractData, 'contractData.nip');
      set.contractData = input.contractData as CompanyContractData;
      before.contractData = c.contractData;
      after.contractData = input.contractData;
      // The registration step "company data" is done once the data exists, whoever filled it in.
      if (!c.companyDataCompletedAt) {
        set.companyDataCompletedAt = new Date();
        before.companyDataCompletedAt = null;
        after.companyDataCompletedAt = set.companyDataCompletedAt.toISOString();
      }
    }
    if (input.workingSettings) {
      set.workingSettings = input.workingSettings as WorkingSettings;
      before.workingSettings = c.workingSettings ?? {};
      after.workingSettings = input.workingSettings;
    }
    if (input.ownerInfo) {
      set.ownerInfo = input.ownerInfo;
      before.ownerInfo = c.ownerInfo;
      after.ownerInfo = input.ownerInfo;
    }
    await tx.update(companies).set(set).where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, { action: 'company.update', entity: 'company', entityId: c.id, before, after });
  });
}

// ---- Logo -----------------------------------------------------------------------------------------------------------

export const COMPANY_IMAGES_URL = '/images/companies';

/** Where uploaded images live: IMAGES_DIR, else `<DATA_DIR>/images` (a temp folder for an in-memory database). */
export function imagesDirOf(config: Pick<AppConfig, 'dataDir'> & { imagesDir?: string }): string {
  if (config.imagesDir) return config.imagesDir;
  if (!config.dataDir || config.dataDir.startsWith('memory://'))
    return path.join(os.tmpdir(), 'delivery-console-images');
  return path.join(config.dataDir, 'images');
}

const EXTENSIONS: Record<LogoContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Stores a logo (PNG, JPEG or WebP of at most LOGO_MAX_BYTES; SVG is refused, it can carry scripts), decoded and
 * encoded again by normalizeLogo (at most LOGO_MAX_SIDE a side, no metadata), as
 * `<imagesDir>/companies/<companyId>-<hash>.<ext>` and points the company at `/images/companies/<file>`.
 * 400 `logo_too_large`, 400 `logo_type_not_allowed`, 400 `logo_image_invalid`, 400 `logo_dimensions_too_large`.
 * Returns the new logo URL.
 */
export async function saveCompanyLogo(
  db: Db,
  imagesDir: string,
  ctx: CompanyContext,
  input: UploadLogoInput,
): Promise<string> {
  const upload = Buffer.from(input.data, 'base64');
  if (upload.length === 0) throw badRequest('validation_failed', 'Empty image', { data: ['validation.required'] });
  if (upload.length > LOGO_MAX_BYTES) {
    throw badRequest('logo_too_large', `The logo may have at most ${LOGO_MAX_BYTES} bytes`, {
      data: ['companies.validation.logoSize'],
    });
  }
  // The tenant check before decoding or touching the disk.
  await loadCompany(db, ctx.tenant, input.companyId);
  const logo = await normalizeLogo(upload, input.contentType);
  const { bytes, contentType: actual } = logo;
  const fileName = `${input.companyId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${EXTENSIONS[actual]}`;
  const folder = path.join(imagesDir, 'companies');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, fileName);
  const existed = existsSync(file);
  if (!existed) await writeFile(file, bytes);
  const url = `${COMPANY_IMAGES_URL}/${fileName}`;
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const c = await loadCompany(tx, ctx.tenant, input.companyId, true);
      previous = c.logo;
      await tx.update(companies).set({ logo: url }).where(eq(companies.id, c.id));
      await audit(tx, ctx.actor, {
        action: 'company.logo',
        entity: 'company',
        entityId: c.id,
        before: { logo: c.logo },
        after: { logo: url, bytes: bytes.length, contentType: actual, width: logo.width, height: logo.height },
      });
    });
  } catch (err) {
    if (!existed) await unlink(file).catch(() => undefined);
    throw err;
  }
  // The previous upload of this company is no longer referenced (seeded or external logos are left alone).
  const old = previous as string | null;
  if (old && old !== url && old.startsWith(`${COMPANY_IMAGES_URL}/${input.companyId}-`)) {
    await unlink(path.join(folder, path.basename(old))).catch(() => undefined);
  }
  return url;
}
