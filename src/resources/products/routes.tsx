// The Products pages behind the section guard (company.canAccessPage; otherwise the root after 300 ms), loaded lazily.
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

const ProductList = lazy(() => import('./ProductList.tsx').then((module) => ({ default: module.ProductList })));
const ProductCreatePage = lazy(() =>
  import('./ProductFormPages.tsx').then((module) => ({ default: module.ProductCreatePage })),
);
const ProductShowPage = lazy(() => import('./ProductShow.tsx').then((module) => ({ default: module.ProductShowPage })));
const ProductEditPage = lazy(() =>
  import('./ProductFormPages.tsx').then((module) => ({ default: module.ProductEditPage })),
);

export const ProductListRoute = () => (
  <SectionGuard section="products">
    <ProductList />
  </SectionGuard>
);

export const ProductCreateRoute = () => (
  <SectionGuard section="products">
    <ProductCreatePage />
  </SectionGuard>
);

export const ProductEditRoute = () => (
  <SectionGuard section="products">
    <ProductEditPage />
  </SectionGuard>
);

export const ProductShowRoute = () => (
  <SectionGuard section="products">
    <ProductShowPage />
  </SectionGuard>
);
