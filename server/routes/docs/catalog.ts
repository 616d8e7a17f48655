// The OpenAPI texts of the catalog routes (server/routes/catalog.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...catalogDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.

export const catalogDocs = {
  regionList: {
    summary: 'Regions sorted by name (limited to the operator’s regions)',
  },
  productList: {
    summary: 'Products of the companies the caller may see',
  },
  companyList: {
    summary: 'Companies the caller may see, sorted by name (id, name, status, logo)',
    description:
      'Chosen by us for the order list’s company filter (`status=active`); `status` is comma-joined, `q` matches the name. A client user sees its own company, an operator its assigned companies.',
  },
};
