// The product's create and edit pages on react-admin's controllers (CreateBase, EditBase through RecordEdit): one form
// (ProductInputs) validated with the shared schema, sent whole through the data provider's `products` resource
// (POST /product/create, /product/update) with the resource's notifications; the server's field errors under their
// fields and its refusals as messages. A user who only reads products is sent from the edit page to the product's page.
// A new product opened from a company page (/products/create?companyId=7) belongs to that company and goes back to it.
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CreateBase, Form, Title, useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCT_CODE_TAKEN } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { BackLink, RecordEdit, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useControllerSubmit } from '../../forms/FormToolbar.tsx';
import { companyPath } from '../companies/paths.ts';
import { ProductInputs, useProductCompanies } from './ProductInputs.tsx';
import { useRefreshProducts } from './useRefreshProducts.ts';
import {
  newProductValues,
  productFields,
  productFieldPath,
  productFormValues,
  validateProductForm,
  type ProductFormValues,
} from './productForm.ts';
import { PRODUCT_LIST_PATH, productPath, productShowPath } from './paths.ts';

/** The edit and show pages until their product is there. */
export const PRODUCT_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.product_not_found',
  loadErrorKey: 'products.list.error',
  titleKey: 'products.list.title',
  backTo: PRODUCT_LIST_PATH,
  backLabelKey: 'products.page.backToList',
};

/** The edit and show pages lead back to the product list and to the product's company. */
export const ProductBackLinks = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <BackLink to={PRODUCT_LIST_PATH} label={translate('products.page.backToList')} />
      <BackLink
        to={companyPath(product.companyId)}
        label={translate('products.page.backToCompany', { company: product.companyName })}
      />
    </Stack>
  );
};

/** A taken code goes under the code. */
const SAVE_FAILURE = { fieldPath: productFieldPath, conflictFields: { [PRODUCT_CODE_TAKEN]: 'code' } };

export const ProductCreatePage = () => {
  const [params] = useSearchParams();
  const fromCompany = Number(params.get('companyId')) || null;
  const record = useMemo(() => newProductValues(fromCompany), [fromCompany]);
  return (
    <CreateBase
      resource={PRODUCTS_RESOURCE}
      record={record}
      redirect={(_resource, id) => (fromCompany ? companyPath(fromCompany) : productPath(Number(id)))}
    >
      <ProductCreateForm fromCompany={fromCompany} />
    </CreateBase>
  );
};

const ProductCreateForm = ({ fromCompany }: { fromCompany: number | null }) => {
  const translate = useTranslate();
  const onSaved = useRefreshProducts();
  const save = useControllerSubmit(
    (v: ProductFormValues) => ({ companyId: Number(v.companyId), ...productFields(v) }),
    { what: 'Product create', onSaved, ...SAVE_FAILURE },
  );
  const companyName = useProductCompanies().data?.find((c) => c.id === fromCompany)?.name ?? '';
  const submit = async (values: object) =>
    (values as ProductFormValues).companyId ? save(values) : { companyId: 'validation.required' };

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="products.page.create" />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box>
          <BackLink
            to={fromCompany ? companyPath(fromCompany) : PRODUCT_LIST_PATH}
            label={
              fromCompany
                ? translate('products.page.backToCompany', { company: companyName })
                : translate('products.page.backToList')
            }
          />
        </Box>
        <Typography variant="h5" component="h1">
          {translate('products.page.create')}
        </Typography>
      </Stack>
      <Form validate={validateProductForm} onSubmit={submit} warnWhenUnsavedChanges>
        <ProductInputs isNew />
        <FormToolbar />
      </Form>
    </Box>
  );
};

/** The edit page of a user who may edit products; one who only reads them is sent to the product's page. */
export const ProductEditPage = () => (
  <RecordEdit<ProductRecord> resource={PRODUCTS_RESOURCE} texts={PRODUCT_PAGE} showPath={productShowPath}>
    {(product) => <ProductEditForm product={product} />}
  </RecordEdit>
);

const ProductEditForm = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  const onSaved = useRefreshProducts();
  const submit = useControllerSubmit(productFields, { what: 'Product update', onSaved, ...SAVE_FAILURE });
  // One record object per loaded product: the form resets when its record changes.
  const record = useMemo(() => productFormValues(product), [product]);
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={translate('products.page.edit', { name: product.name })} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <ProductBackLinks product={product} />
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('products.page.edit', { name: product.name })}
        </Typography>
      </Stack>
      <Form record={record} validate={validateProductForm} onSubmit={submit} warnWhenUnsavedChanges>
        <ProductInputs isNew={false} companyName={product.companyName} />
        <FormToolbar />
      </Form>
    </Box>
  );
};
