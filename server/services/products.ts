// Products of the companies, for the back office: a page of the list, one product, create and update (the "hide on
// the order form" switch is an update), and the product an E-product Pickup company gets at activation. Every change
// runs in one transaction with its audit entry, under the company's row lock, so that two writes of one company's
// products (or a write and an activation) take turns: codes stay unique per company and the activation adds its
// product once. Tenant: an operator limited to some companies sees and edits their products only; another's answers
// 404 as if it did not exist.
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { companies, products } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import type { Tenant } from './principal.ts';
import { companyInReach, reachesCompany } from '../access/reach.ts';
import { ascName, descName } from '../db/nameSort.ts';
import type { ProductSettings } from '../../domain/types.ts';
import {
  ONBOARDING_PICKUP_CODE,
  ONBOARDING_PICKUP_FORM_FIELDS,
  PICKUP_MAXIMUM_DIMENSIONS,
  PRODUCT_CODE_TAKEN,
  PRODUCT_TYPE_READ_ONLY,
  type CreateProductInput,
  type DimensionsAlgorithm,
  type ProductFieldsInput,
  type ProductPageListQuery,
  type ProductPageListResponse,
  type ProductRecord,
  type ProductSettingsRecord,
  type UpdateProductInput,
} from '../../domain/productSchemas.ts';
import { productsPl } from '../../locales/pl/products.ts';
import { productsEn } from '../../locales/en/products.ts';
import { productsCz } from '../../locales/cz/products.ts';

export interface ProductContext {
  actor: Actor;
  tenant: Tenant;
}

type ProductRow = typeof products.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The settings keys the back office edits; any other key stored in productSettings is kept as it is. */
const EDITED_SETTINGS = [
  'hideOnOrderForm',
  'productFormFields',
  'helperProduct',
  'maxProductsAllowed',
  'showLocationsSelectForReceiverOnOrderForm',
] as const;

/** Every setting present, as the back office reads them (a flag never stored is false). */
export const settingsRecord = (stored: ProductSettings | null | undefined): ProductSettingsRecord => ({
  hideOnOrderForm: stored?.hideOnOrderForm === true,
  productFormFields: stored?.productFormFields ?? [],
  helperProduct: stored?.helperProduct === true,
  maxProductsAllowed: typeof stored?.maxProductsAllowed === 'number' ? stored.maxProductsAllowed : null,
  showLocationsSelectForReceiverOnOrderForm: stored?.showLocationsSelectForReceiverOnOrderForm === true,
});

/**
 * The settings as stored: a flag only when it is on, the limit only when set, the fields only when there are some (the
 * shape the rest of the system reads and the demo writes, so that a record saved unchanged stays the same row), with
 * the keys the back office does not edit kept from `previous`.
 */
function storedSettings(input: ProductSettingsRecord, previous?: ProductSettings | null): ProductSettings {
  const kept = Object.fromEntries(
    Object.entries(previous ?? {}).filter(([key]) => !(EDITED_SETTINGS as readonly string[]).includes(key)),
  );
  return {
    ...kept,
    ...(input.productFormFields.length ? { productFormFields: input.productFormFields } : {}),
    ...(input.hideOnOrderForm ? { hideOnOrderForm: true } : {}),
    ...(input.helperProduct ? { helperProduct: true } : {}),
    ...(input.maxProductsAllowed !== null ? { maxProductsAllowed: input.maxProductsAllowed } : {}),
    ...(input.showLocationsSelectForReceiverOnOrderForm ? { showLocationsSelectForReceiverOnOrderForm: true } : {}),
  };
}

export function toProductRecord(row: ProductRow, companyName: string): ProductRecord {
  const max = row.maximumDimensions;
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    name: row.name,
    code: row.code,
    type: row.type,
    dimensionsAlgorithm: row.dimensionsAlgorithm as DimensionsAlgorithm | null,
    maximumDimensions: max && Object.keys(max).length ? max : null,
    productSettings: settingsRecord(row.productSettings),
    imageUrl: row.imageUrl,
    canTransferStock: row.canTransferStock,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The editable fields of a record (the audit's before and after). */
const editable = (r: Pick<ProductRecord, keyof ProductFieldsInput>): ProductFieldsInput => ({
  name: r.name,
  code: r.code,
  type: r.type,
  dimensionsAlgorithm: r.dimensionsAlgorithm,
  maximumDimensions: r.maximumDimensions,
  productSettings: r.productSettings,
  canTransferStock: r.canTransferStock,
  active: r.active,
});

const SORTS: Record<ProductPageListQuery['sort'], SQL[]> = {
  name: [...ascName(products.name), asc(products.id)],
  '-name': [...descName(products.name), desc(products.id)],
  code: [asc(products.code), asc(products.id)],
  '-code': [desc(products.code), desc(products.id)],
  type: [asc(products.type), ...ascName(products.name), asc(products.id)],
  '-type': [desc(products.type), ...ascName(products.name), asc(products.id)],
  createdAt: [asc(products.createdAt), asc(products.id)],
  '-createdAt': [desc(products.createdAt), desc(products.id)],
};

/** A page of the products the caller may see: of one company or all, searched by name or code, by type and state. */
export async function listProductPage(
  db: Db,
  tenant: Tenant,
  query: ProductPageListQuery,
): Promise<ProductPageListResponse> {
  const where: (SQL | undefined)[] = [companyInReach(tenant, products.companyId)];
  if (query.companyId) where.push(eq(products.companyId, query.companyId));
  if (query.type) where.push(eq(products.type, query.type));
  if (query.active !== undefined) where.push(eq(products.active, query.active));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(products.name, like), ilike(products.code, like)));
  }
  const condition = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ product: products, companyName: companies.name })
      .from(products)
      .innerJoin(companies, eq(companies.id, products.companyId))
      .where(condition)
      .orderBy(...SORTS[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return { items: rows.map((r) => toProductRecord(r.product, r.companyName)), total: Number(total) };
}

async function loadProduct(db: DbOrTx, tenant: Tenant, productId: number) {
  const [row] = await db
    .select({ product: products, companyName: companies.name })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(and(eq(products.id, productId), companyInReach(tenant, products.companyId)));
  if (!row) throw notFound('product_not_found', 'Product not found');
  return row;
}

export async function getProduct(db: DbOrTx, tenant: Tenant, productId: number): Promise<ProductRecord> {
  const row = await loadProduct(db, tenant, productId);
  return toProductRecord(row.product, row.companyName);
}

/** Locks the company's row: one product write (or activation) of a company at a time. */
async function lockCompany(tx: DbOrTx, companyId: number) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!row) throw notFound('company_not_found', 'Company not found');
  return row;
}

/** 409 product_code_taken when another product of the company has the code (case-insensitive). */
async function assertCodeFree(tx: DbOrTx, companyId: number, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`lower(${products.code}) = lower(${code})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(PRODUCT_CODE_TAKEN, `Another product of the company has the code ${code}`);
}

const columnsOf = (input: ProductFieldsInput, previous?: ProductSettings | null) => ({
  name: input.name,
  code: input.code,
  type: input.type,
  dimensionsAlgorithm: input.dimensionsAlgorithm,
  maximumDimensions: input.maximumDimensions,
  productSettings: storedSettings(input.productSettings, previous),
  canTransferStock: input.canTransferStock,
  active: input.active,
});

/** A new product of a company the caller reaches (404 company_not_found otherwise). */
export async function createProduct(db: Db, ctx: ProductContext, input: CreateProductInput): Promise<ProductRecord> {
  if (!reachesCompany(ctx.tenant, input.companyId)) throw notFound('company_not_found', 'Company not found');
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.companyId);
    await assertCodeFree(tx, company.id, input.code);
    const [row] = await tx
      .insert(products)
      .values({ companyId: company.id, ...columnsOf(input), imageUrl: null })
      .returning();
    const record = toProductRecord(row!, company.name);
    await audit(tx, ctx.actor, {
      action: 'product.create',
      entity: 'product',
      entityId: record.id,
      after: { companyId: company.id, ...editable(record) },
    });
    return record;
  });
}

/**
 * Saves a product's editable fields whole (what a form sends back); the image and the settings the back office does
 * not edit are kept. The type stays the one it was created with (400 product_type_read_only).
 */
export async function updateProduct(db: Db, ctx: ProductContext, input: UpdateProductInput): Promise<ProductRecord> {
  const { companyId } = (await loadProduct(db, ctx.tenant, input.productId)).product;
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const { product: stored, companyName } = await loadProduct(tx, ctx.tenant, input.productId);
    if (input.type !== stored.type) {
      throw badRequest(PRODUCT_TYPE_READ_ONLY, 'A product keeps the type it was created with', {
        type: ['products.validation.typeReadOnly'],
      });
    }
    await assertCodeFree(tx, stored.companyId, input.code, stored.id);
    const before = toProductRecord(stored, companyName);
    const [row] = await tx
      .update(products)
      .set(columnsOf(input, stored.productSettings))
      .where(eq(products.id, stored.id))
      .returning();
    const after = toProductRecord(row!, companyName);
    await audit(tx, ctx.actor, {
      action: 'product.update',
      entity: 'product',
      entityId: stored.id,
      before: editable(before),
      after: editable(after),
    });
    return after;
  });
}

const ONBOARDING_NAMES = {
  pl: productsPl.onboarding.pickupName,
  en: productsEn.onboarding.pickupName,
  cz: productsCz.onboarding.pickupName,
};

/** The name of the onboarding product in the company's language (its country: PL, CZ; English otherwise). */
export const onboardingProductName = (countryCode: string): string =>
  countryCode === 'PL' ? ONBOARDING_NAMES.pl : countryCode === 'CZ' ? ONBOARDING_NAMES.cz : ONBOARDING_NAMES.en;

/**
 * The product an E-product Pickup company (the option of the registration's product step) sells from its
 * activation: a pickup_delivery product up to the largest package size, asking its name and the package's dimensions
 * (the company's default package size applies without them). Added only when the company has no product yet, so
 * activating again, or a company an operator already gave products to, adds nothing. Runs inside the activation's
 * transaction, which holds the company's row lock. Returns the new product's id, or null.
 */
export async function addOnboardingProduct(
  tx: DbOrTx,
  actor: Actor,
  company: { id: number; name: string; countryCode: string },
): Promise<number | null> {
  const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.companyId, company.id));
  if (Number(n) > 0) return null;
  const input: ProductFieldsInput = {
    name: onboardingProductName(company.countryCode),
    code: ONBOARDING_PICKUP_CODE,
    type: 'pickup_delivery',
    dimensionsAlgorithm: 'sideSum',
    maximumDimensions: PICKUP_MAXIMUM_DIMENSIONS,
    productSettings: {
      hideOnOrderForm: false,
      productFormFields: ONBOARDING_PICKUP_FORM_FIELDS,
      helperProduct: false,
      maxProductsAllowed: null,
      showLocationsSelectForReceiverOnOrderForm: false,
    },
    canTransferStock: false,
    active: true,
  };
  const [row] = await tx
    .insert(products)
    .values({ companyId: company.id, ...columnsOf(input), imageUrl: null })
    .returning();
  const record = toProductRecord(row!, company.name);
  await audit(tx, actor, {
    action: 'product.create',
    entity: 'product',
    entityId: record.id,
    after: { companyId: company.id, reason: 'activation', ...editable(record) },
  });
  return record.id;
}
