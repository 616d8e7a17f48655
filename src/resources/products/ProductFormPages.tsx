// The product's create and edit pages: one form (ProductInputs) validated with the shared schema, sent whole
// (POST /product/create, /product/update), the server's field errors under their fields and its refusals as messages.
// A new product opened from a company page (/products/create?companyId=7) belongs to that company and goes back to it.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Form, SaveButton, Title, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../domain/api.ts';
import { hasAllPaths } from '../../domain/permissions.ts';
import type { ProductRecord } from '../../domain/productSchemas.ts';
import { PRODUCT_CODE_TAKEN } from '../../domain/productSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { PRODUCTS_KEY } from '../shared/choiceQueries.ts';
import { companyPath } from '../companies/paths.ts';
import { ProductInputs, useProductCompanies } from './ProductInputs.tsx';
import { newProductValues, productFields, productFormValues, productServerErrors, validateProductForm, type ProductFormValues } from './productForm.ts';
import { PRODUCT_LIST_PATH, productPath } from './paths.ts';

export const BackLink = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
    {label}
  </Button>
);

/** After a save: the lists, the company page's products and the reference list of the order list's filters refetch. */
const useRefreshProducts = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [PRODUCTS_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  };
};

/** A refused save: field errors of a 400 (a taken code under the code), otherwise the server's message. */
const useSaveFailure = (what: string) => {
  const notify = useNotify();
  return (error: unknown) => {
    const fieldErrors = productServerErrors(error);
    if (fieldErrors) return fieldErrors;
    if (isApiError(error, 409) && error.errorCode === PRODUCT_CODE_TAKEN) return { code: `errors.server.${PRODUCT_CODE_TAKEN}` };
    console.error(`Product ${what} failed`, error);
    notify(serverErrorMessage(error), { type: 'error' });
    return undefined;
  };
};

const FormToolbar = () => (
  <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
    <SaveButton alwaysEnable />
  </Box>
);

export const ProductCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('products');
  const refresh = useRefreshProducts();
  const failure = useSaveFailure('create');
  const [params] = useSearchParams();
  const fromCompany = Number(params.get('companyId')) || null;
  const back = fromCompany ? companyPath(fromCompany) : PRODUCT_LIST_PATH;
  const companyName = useProductCompanies().data?.find((c) => c.id === fromCompany)?.name ?? '';
  const record = useMemo(() => newProductValues(fromCompany), [fromCompany]);

  const submit = async (values: object) => {
    const v = values as ProductFormValues;
    if (!v.companyId) return { companyId: 'validation.required' };
    try {
      const product = await api.create({ companyId: Number(v.companyId), ...productFields(v) });
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
          <BackLink to={back} label={fromCompany ? translate('products.page.backToCompany', { company: companyName }) : translate('products.page.backToList')} />
        </Box>
        <Typography variant="h5" component="h1">
          {translate('products.page.create')}
        </Typography>
      </Stack>
      <Form record={record} validate={validateProductForm} onSubmit={submit}>
        <ProductInputs isNew />
        <FormToolbar />
      </Form>
    </Box>
  );
};

export const ProductEditPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('products');
  const refresh = useRefreshProducts();
  const queryClient = useQueryClient();
  const failure = useSaveFailure('update');
  const { permissions } = usePermissions<Permissions>();
  const canWrite = hasAllPaths(permissions, ['company.canWrite']);
  const { id: param } = useParams();
  const id = Number(param);
  const { data, isPending, error, refetch } = useGetOne<ProductRecord>(PRODUCTS_RESOURCE, { id }, { enabled: Number.isInteger(id) && id > 0, retry: false, onError: () => undefined });
  // One record object per loaded product: the form resets when its record changes.
  const record = useMemo(() => (data ? productFormValues(data) : undefined), [data]);

  if (!(Number.isInteger(id) && id > 0) || isApiError(error, 404)) {
    return (
      <Box sx={{ p: 4 }}>
        <Title title="products.list.title" />
        <Typography sx={{ mb: 2 }}>{translate('errors.server.product_not_found')}</Typography>
        <BackLink to={PRODUCT_LIST_PATH} label={translate('products.page.backToList')} />
      </Box>
    );
  }
  if (error) return <LoadError messageKey="products.list.error" onRefresh={() => void refetch()} />;
  if (isPending || !data || !record) {
    return (
      <Box sx={{ p: 6, display: 'flex', justifyContent: 'center' }} role="progressbar" aria-label={translate('app.loading')}>
        <CircularProgress />
      </Box>
    );
  }

  const submit = async (values: object) => {
    try {
      const product = await api.update({ productId: data.id, ...productFields(values as ProductFormValues) });
      queryClient.setQueryData([PRODUCTS_RESOURCE, 'getOne', { id: String(id), meta: undefined }], product);
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
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <BackLink to={PRODUCT_LIST_PATH} label={translate('products.page.backToList')} />
          <BackLink to={companyPath(data.companyId)} label={translate('products.page.backToCompany', { company: data.companyName })} />
        </Stack>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {translate('products.page.edit', { name: data.name })}
        </Typography>
      </Stack>
      <Form record={record} validate={validateProductForm} onSubmit={submit}>
        <ProductInputs isNew={false} companyName={data.companyName} />
        {canWrite ? <FormToolbar /> : null}
      </Form>
    </Box>
  );
};
