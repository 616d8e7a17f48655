// The OpenAPI texts of the catalog routes (server/routes/catalog.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...catalogDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { z } from 'zod';
import type { CompanyOption, ProductItem, Region } from '../../../domain/api.ts';
import { companyOption, maximumDimensions, orderType, storedProductSettings } from './shapes/company.ts';

const region = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() }) satisfies z.ZodType<Region>;

const productItem = z.object({
  id: z.number().int(),
  name: z.string(),
  companyId: z.number().int(),
  code: z.string(),
  type: orderType,
  dimensionsAlgorithm: z.string().nullable().describe('sideSum or largestSide: how maximumDimensions apply'),
  maximumDimensions: maximumDimensions.nullable(),
  productSettings: storedProductSettings,
}) satisfies z.ZodType<ProductItem>;

export const catalogDocs = {
  regionList: {
    summary: 'Regions sorted by name (limited to the operator’s regions)',
    response: { 200: z.array(region) },
  },
  productList: {
    summary: 'Products of the companies the caller may see',
    response: { 200: z.array(productItem).describe('Active products, by company then name') },
  },
  companyList: {
    summary: 'Companies the caller may see, sorted by name (id, name, status, logo)',
    description:
      'Chosen by us for the order list’s company filter (`status=active`); `status` is comma-joined, `q` matches the name. A client user sees its own company, an operator its assigned companies.',
    response: { 200: z.array(companyOption satisfies z.ZodType<CompanyOption>) },
  },
};
