// The product's create and edit pages: one form (ProductInputs) validated with the shared schema, sent whole through
// the data provider's `products` resource (react-admin's useCreate and useUpdate → POST /product/create,
// /product/update), the server's field errors under their fields and its refusals as messages.
// A new product opened from a company page (/products/create?companyId=7) belongs to that company and goes back to it.
import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Title, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCT_CODE_TAKEN } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { BackLink, RecordPageState, useRecordPage, type RecordPageTexts } from '../../layout/RecordPage.tsx';
import { FormToolbar, useSaveFailure } from '../../forms/FormToolbar.tsx';
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
import { PRODUCT_LIST_PATH, productPath } from './paths.ts';
import { useCan } from '../../authProvider/useAccess.ts';

/** The edit and show pages until their product is there. */
const PRODUCT_PAGE: RecordPageTexts = {
  notFoundKey: 'errors.server.product_not_found',
  loadErrorKey: 'products.list.error',
  titleKey: 'products.list.title',
  backTo: PRODUCT_LIST_PATH,
  backLabelKey: 'products.page.backToList',
};

export const ProductPageState = (props: { valid: boolean; error: unknown; refetch(): unknown }) => (
  <RecordPageState {...props} {...PRODUCT_PAGE} />
);

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
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate<ProductRecord, Error, ProductRecord>();
  const refresh = useRefreshProducts();
  const failure = useSaveFailure({ what: 'Product create', ...SAVE_FAILURE });
  const [params] = useSearchParams();
  const fromCompany = Number(params.get('companyId')) || null;
  const back = fromCompany ? companyPath(fromCompany) : PRODUCT_LIST_PATH;
  const companyName = useProductCompanies().data?.find((c) => c.id === fromCompany)?.name ?? '';
  const record = useMemo(() => newProductValues(fromCompany), [fromCompany]);

  const submit = async (values: object) => {
    const v = values as ProductFormValues;
    if (!v.companyId) return { companyId: 'validation.required' };
    try {
      const product = (await create(
        PRODUCTS_RESOURCE,
        { data: { companyId: Number(v.companyId), ...productFields(v) } as never },
        { returnPromise: true },
      )) as ProductRecord;
      notify('products.notifications.created', { type: 'success' });
      refresh();
      navigate(fromCompany ? companyPath(fromCompany) : productPath(product.id));
      return undefined;
    } catch (error) {
      return failure(error);
    }
  };

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title="products.page.create" />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Box>
          <BackLink
            to={back}
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
      <Form record={record} validate={validateProductForm} onSubmit={submit} warnWhenUnsavedChanges>
        <ProductInputs isNew />
        <FormToolbar />
      </Form>
    </Box>
  );
};

export const ProductEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<ProductRecord>();
  const refresh = useRefreshProducts();
  const failure = useSaveFailure({ what: 'Product update', ...SAVE_FAILURE });
  const canWrite = useCan('products', 'edit');
  const { id, valid, data, isPending, error, refetch } = useRecordPage<ProductRecord>(PRODUCTS_RESOURCE);
  // One record object per loaded product: the form resets when its record changes.
  const record = useMemo(() => (data ? productFormValues(data) : undefined), [data]);
  if (!valid || error || isPending || !data || !record)
    return <ProductPageState valid={valid} error={error} refetch={refetch} />;

  const submit = async (values: object) => {
    try {
      await update(
        PRODUCTS_RESOURCE,
        { id, data: productFields(values as ProductFormValues) as never, previousData: data },
        { returnPromise: true, mutationMode: 'pessimistic' },
      );
      notify('products.notifications.updated', { type: 'success' });
      refresh();
      return undefined;
    } catch (err) {
      return failure(err);
    }
  };

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 } }}>
      <Title title={translate('products.page.edit', { name: data.name })} />
      <Stack spacing={1} sx={{ mb: 2 }}>
        <ProductBackLinks product={data} />
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('products.page.edit', { name: data.name })}
        </Typography>
      </Stack>
      <Form record={record} validate={validateProductForm} onSubmit={submit} warnWhenUnsavedChanges>
        <ProductInputs isNew={false} companyName={data.companyName} />
        {canWrite ? <FormToolbar /> : null}
      </Form>
    </Box>
  );
};
