// /orders/new: a not-activated account sees a warning with a link to settings and cannot submit; an operator picks one
// of the active companies (the last one is kept), a client user creates orders for its own company. The company's
// catalogue comes in one call (form-options); a company with nothing to order gets no form at all, only why and whom
// to contact (NothingToOrder). The form validates with the shared rules, and a failed create keeps everything typed.
import { BeforeUnloadGuard } from '../../../layout/BeforeUnloadGuard.tsx';
import {
  Alert,
  AlertTitle,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Form, Title, useNotify, useStore, useTranslate } from 'react-admin';
import type { MeResponse } from '../../../domain/api.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import type { FormProduct, OrderCreateInput, OrderFormOptions } from '../../../domain/orderCreateApi.ts';
import { useMe } from '../../../authProvider/useMe.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { ORDER_LIST_PATH } from '../paths.ts';
import { SETTINGS_PATH } from '../../../custom-pages/settings/paths.ts';
import { serverFieldErrors } from '../../../forms/formErrors.ts';
import { useEstimateState } from './DeliveryEstimate.tsx';
import { OrderFormBody } from './OrderFormBody.tsx';
import { OrderFormContext } from './OrderFormContext.tsx';
import { errorCodeOf, orderFormErrorMessage } from './orderCreateErrors.ts';
import { orderFieldPath, orderFormResolver } from './orderFormValidation.ts';
import { emptyOrderForm, toOrderCreateInput, type OrderFormValues } from './orderFormValues.ts';
import { missingSuggestedProducts } from './SuggestedProductsDialog.tsx';
import { NothingToOrder, orderableProducts } from './NothingToOrder.tsx';
import { useActiveCompanies, useOrderFormOptions } from './useOrderFormOptions.ts';

export const ORDER_FORM_ID = 'order-create-form';

const LoadError = ({ message, onRetry }: { message: string; onRetry(): void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('orderForm.options.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

const CompanyPicker = ({ companyId, onChange }: { companyId: number | null; onChange(id: number | null): void }) => {
  const translate = useTranslate();
  const companies = useActiveCompanies(true);
  if (companies.isError)
    return <LoadError message="orderForm.company.loadError" onRetry={() => void companies.refetch()} />;
  const list = companies.data ?? [];
  const value = list.find((c) => c.id === companyId) ?? null;
  return (
    <Autocomplete
      options={list}
      value={value}
      loading={companies.isPending}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, company) => onChange(company?.id ?? null)}
      noOptionsText={translate('orderForm.company.none')}
      sx={{ maxWidth: 480 }}
      autoHighlight
      loadingText={translate('app.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('orderForm.company.label')}
          placeholder={translate('orderForm.company.placeholder')}
          size="small"
          autoFocus={!companyId}
        />
      )}
    />
  );
};

const initialValuesOf = (options: OrderFormOptions, defaultLocationId: number | null): OrderFormValues => {
  const values = emptyOrderForm(options.company.id);
  const location = options.locations.find((l) => l.id === defaultLocationId);
  if (location) {
    values.pickupPoint = {
      locationId: location.id,
      name: location.name,
      street: location.street,
      city: location.city,
      zipCode: location.zipCode,
      phone: location.phone ?? '',
      notes: location.defaultNote ?? '',
    };
  }
  return values;
};

const OrderForm = ({ options, me }: { options: OrderFormOptions; me: MeResponse }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('orderCreate');
  const [estimate, setEstimate] = useEstimateState();
  const [suggested, setSuggested] = useState<FormProduct[]>([]);
  const skipSuggestions = useRef(false);
  const defaultLocationId =
    options.company.defaultLocationId ?? (me.user.kind === 'client' ? me.settings.defaultLocationId : null);
  const initialValues = useMemo(() => initialValuesOf(options, defaultLocationId), [options, defaultLocationId]);
  const resolver = useMemo(() => orderFormResolver(options), [options]);
  const create = useMutation({ mutationFn: (body: OrderCreateInput) => api.create(body) });
  const context = useMemo(() => ({ options, defaultLocationId }), [options, defaultLocationId]);

  const submit = async (values: OrderFormValues) => {
    if (!me.activated) return undefined;
    const missing = skipSuggestions.current ? [] : missingSuggestedProducts(values.products, options);
    skipSuggestions.current = false;
    if (missing.length) {
      setSuggested(missing);
      return undefined;
    }
    try {
      const result = await create.mutateAsync(
        toOrderCreateInput(values, { orderFormFields: options.company.orderSettings.orderFormFields }),
      );
      notify('orderForm.created', {
        type: 'success',
        autoHideDuration: TOAST_MS,
        messageArgs: { orderNo: result.order.orderNo },
      });
      navigate(ORDER_LIST_PATH);
      return undefined;
    } catch (error) {
      if (isApiError(error, 401)) return undefined;
      if (isApiError(error, 400)) {
        notify('orderForm.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        return serverFieldErrors(error, orderFieldPath) ?? {};
      }
      const message = orderFormErrorMessage('orderCreate', error);
      notify(message, { type: 'error', autoHideDuration: TOAST_MS });
      return errorCodeOf('orderCreate', error) === 'order_with_external_id_exists'
        ? { externalId: message }
        : undefined;
    }
  };

  return (
    <OrderFormContext.Provider value={context}>
      <Form
        id={ORDER_FORM_ID}
        defaultValues={initialValues}
        record={initialValues}
        resolver={resolver as never}
        onSubmit={(values: Record<string, unknown>) => submit(values as unknown as OrderFormValues)}
        noValidate
        warnWhenUnsavedChanges
      >
        <BeforeUnloadGuard />
        <OrderFormBody
          canSubmit={me.activated}
          pending={create.isPending}
          estimate={estimate}
          setEstimate={setEstimate}
          suggested={suggested}
          onSuggestedClose={() => setSuggested([])}
          onSubmitWithoutSuggestions={() => {
            setSuggested([]);
            skipSuggestions.current = true;
            (document.getElementById(ORDER_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
          }}
          initialValues={initialValues}
        />
      </Form>
    </OrderFormContext.Provider>
  );
};

const CompanyOrderForm = ({ companyId, me }: { companyId: number | null; me: MeResponse }) => {
  const translate = useTranslate();
  // A client user's own company: the server knows which (companyId left out).
  const requestId = me.user.kind === 'client' ? null : companyId;
  const options = useOrderFormOptions(requestId, me.user.kind === 'client' || companyId !== null);
  if (me.user.kind !== 'client' && companyId === null)
    return <Typography color="text.secondary">{translate('orderForm.company.choose')}</Typography>;
  if (options.isError)
    return <LoadError message="orderForm.options.loadError" onRetry={() => void options.refetch()} />;
  if (options.isPending)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress size={20} />
        <Typography>{translate('orderForm.options.loading')}</Typography>
      </Stack>
    );
  if (!orderableProducts(options.data).length) {
    const audience = me.user.kind !== 'client' ? 'operator' : me.activated ? 'client' : 'clientNotActivated';
    return <NothingToOrder audience={audience} companyName={options.data.company.name} />;
  }
  return <OrderForm key={options.data.company.id} options={options.data} me={me} />;
};

export const OrderCreatePage = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  const [storedCompanyId, setStoredCompanyId] = useStore<number | null>('orderForm.companyId', null);
  if (!me) return null;
  const isClient = me.user.kind === 'client';
  const companyId = isClient ? me.user.companyId : storedCompanyId;
  return (
    <Box sx={{ mt: 1, mb: 2 }}>
      <Title title="orderForm.title" />
      <Card sx={{ overflow: 'visible' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h1">
              {translate('orderForm.title')}
              {isClient && me.user.companyName ? (
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  · {me.user.companyName}
                </Typography>
              ) : null}
            </Typography>
            {!me.activated && (
              <Alert
                severity="warning"
                action={
                  <Button component={RouterLink} to={SETTINGS_PATH} color="inherit" size="small">
                    {translate('orderForm.notActivated.link')}
                  </Button>
                }
              >
                <AlertTitle>{translate('orderForm.notActivated.title')}</AlertTitle>
                {translate('orderForm.notActivated.text')}
              </Alert>
            )}
            {me.activated && !isClient && <CompanyPicker companyId={companyId} onChange={setStoredCompanyId} />}
            <CompanyOrderForm companyId={companyId} me={me} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
