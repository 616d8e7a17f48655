// The Products pages behind the section guard (company.canAccessPage; otherwise the root after 300 ms), loaded lazily.
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequireAccess.tsx';
import { productsMenu } from './menu.ts';

const ProductList = lazy(() => import('./ProductList.tsx').then((module) => ({ default: module.ProductList })));
const ProductCreatePage = lazy(() =>
  import('./ProductFormPages.tsx').then((module) => ({ default: module.ProductCreatePage })),
);
const ProductShowPage = lazy(() => import('./ProductShow.tsx').then((module) => ({ default: module.ProductShowPage })));
const ProductEditPage = lazy(() =>
  import('./ProductFormPages.tsx').then((module) => ({ default: module.ProductEditPage })),
);

export const ProductListRoute = () => (
  <SectionGuard link={productsMenu}>
    <ProductList />
  </SectionGuard>
);

export const ProductCreateRoute = () => (
  <SectionGuard link={productsMenu}>
    <ProductCreatePage />
  </SectionGuard>
);

export const ProductEditRoute = () => (
  <SectionGuard link={productsMenu}>
    <ProductEditPage />
  </SectionGuard>
);

export const ProductShowRoute = () => (
  <SectionGuard link={productsMenu}>
    <ProductShowPage />
  </SectionGuard>
);
