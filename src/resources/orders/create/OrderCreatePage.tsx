// /orders/new: a not-activated account sees a warning with a link to settings and cannot submit; an operator picks one
// of the active companies (the last one is kept), a client user creates orders for its own company. The company's
// catalogue comes in one call (form-options); a company with nothing to order gets no form at all, only why and whom
// to contact (NothingToOrder). The form validates with the shared rules, and a failed create keeps everything typed.
// "Order again" opens it as /orders/new?copyOf=<orderId>: the form starts from a copy of that order as the order details
// call shows it to the user (orderCopyValues.ts), on the order's company, and sends nothing until the user does.
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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Form, Title, useLocaleState, useNotify, useStore, useTranslate } from 'react-admin';
import type { MeResponse, OrderDetails } from '../../../../domain/api.ts';
import { TOAST_MS } from '../../../../domain/constants.ts';
import type { FormProduct, OrderCreateInput, OrderFormOptions } from '../../../../domain/orderCreateApi.ts';
import { useMe } from '../../../authProvider/useMe.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { ORDER_LIST_PATH } from '../paths.ts';
import { SETTINGS_PATH } from '../../../custom-pages/settings/paths.ts';
import { serverFieldErrors } from '../../../forms/formErrors.ts';
import { TIME_SLOT_ERROR_CODES } from '../../../../domain/deliverySlots.ts';
import { useEstimateState } from './DeliveryEstimate.tsx';
import { OrderFormBody } from './OrderFormBody.tsx';
import { OrderFormContext } from './OrderFormContext.tsx';
import { errorCodeOf, orderFormError } from './orderCreateErrors.ts';
import { orderFieldPath, orderFormResolver } from './orderFormValidation.ts';
import {
  emptyOrderForm,
  receiverAddress,
  senderAddress,
  toOrderCreateInput,
  type OrderFormValues,
} from './orderFormValues.ts';
import { orderCopyValues, type OrderCopy } from './orderCopyValues.ts';
import { orderDetailsKey } from '../expand/OrderExpand.tsx';
import { ORDER_COPY_PARAM } from '../paths.ts';
import { missingSuggestedProducts } from './SuggestedProductsDialog.tsx';
import { preselectedPickupId } from './defaultPickupPoint.ts';
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

/** What the form says of a copy: which order, that nothing is sent yet, and what it could not copy. */
const CopyNotice = ({ order, copy }: { order: OrderDetails; copy: OrderCopy }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{translate('notices.orderAgain.title', { orderNo: order.orderNo })}</AlertTitle>
      {translate('notices.orderAgain.text')}
      {copy.receiverHidden && <Box>{translate('notices.orderAgain.receiverHidden')}</Box>}
      {copy.leftOut.length > 0 && (
        <Box>{translate('notices.orderAgain.productsLeftOut', { names: copy.leftOut.join(', ') })}</Box>
      )}
    </Alert>
  );
};

/** The order "Order again" copies (?copyOf=<id>), read as the expanded row reads it (the same query). */
const useOrderCopySource = (enabled: boolean) => {
  const [params] = useSearchParams();
  const raw = params.get(ORDER_COPY_PARAM);
  const orderId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const api = useAppApi('orderList');
  const query = useQuery({
    queryKey: orderDetailsKey(orderId ?? 0),
    queryFn: ({ signal }) => api.details(orderId!, signal),
    enabled: enabled && orderId !== null,
  });
  return { orderId, query };
};

const OrderForm = ({ options, me, copyOf }: { options: OrderFormOptions; me: MeResponse; copyOf?: OrderDetails }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useAppApi('orderCreate');
  const [locale] = useLocaleState();
  const [estimate, setEstimate] = useEstimateState();
  const [suggested, setSuggested] = useState<FormProduct[]>([]);
  const skipSuggestions = useRef(false);
  // The default pickup point: the user's, else the company's ("(default)" in the select); the form starts with it
  // unless it is outside coverage while a covered point exists (preselectedPickupId).
  const userDefaultId = me.user.kind === 'client' ? me.settings.defaultLocationId : null;
  const defaultLocationId = userDefaultId ?? options.company.defaultLocationId;
  const preselectedId = preselectedPickupId(options.locations, [userDefaultId, options.company.defaultLocationId]);
  // A copy applies to its own company's form only (an operator may pick another company instead).
  const copy = useMemo(
    () => (copyOf && copyOf.company.id === options.company.id ? orderCopyValues(copyOf, options, locale) : null),
    // The copy is made once for the form: a later change of language does not refill it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [copyOf, options],
  );
  const initialValues = useMemo(
    () => copy?.values ?? initialValuesOf(options, preselectedId),
    [copy, options, preselectedId],
  );
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
        // A slot the server no longer offers (its time passed while the form was open) says why, in the toast and under
        // the slot picker in place of the field's generic "not an offered slot"; others: check the form.
        const slotRefused = (Object.values(TIME_SLOT_ERROR_CODES) as string[]).includes(error.errorCode);
        const why = `errors.server.${error.errorCode}`;
        notify(slotRefused ? why : 'orderForm.invalidForm', { type: 'error', autoHideDuration: TOAST_MS });
        const fieldErrors = serverFieldErrors(error, orderFieldPath) ?? {};
        return slotRefused ? { ...fieldErrors, scheduledAt: why } : fieldErrors;
      }
      // An address outside coverage is named, and marked under its zip code (orderCreateErrors.ts).
      const failure = orderFormError(
        'orderCreate',
        error,
        { sender: senderAddress(values), receiver: receiverAddress(values) },
        locale,
      );
      notify(failure.message, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: failure.args });
      if (errorCodeOf('orderCreate', error) === 'order_with_external_id_exists') return { externalId: failure.message };
      return Object.keys(failure.fields).length ? failure.fields : undefined;
    }
  };

  return (
    <OrderFormContext.Provider value={context}>
      {copy && copyOf && <CopyNotice order={copyOf} copy={copy} />}
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

const CompanyOrderForm = ({
  companyId,
  me,
  copyOf,
}: {
  companyId: number | null;
  me: MeResponse;
  copyOf?: OrderDetails;
}) => {
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
  return <OrderForm key={options.data.company.id} options={options.data} me={me} copyOf={copyOf} />;
};

export const OrderCreatePage = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  const [storedCompanyId, setStoredCompanyId] = useStore<number | null>('orderForm.companyId', null);
  // An operator's pick on this page (undefined: none yet, the copied order's company or the last one stand).
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const copySource = useOrderCopySource(Boolean(me?.activated));
  if (!me) return null;
  const isClient = me.user.kind === 'client';
  const copyOf = copySource.query.data;
  const companyId = isClient
    ? me.user.companyId
    : picked !== undefined
      ? picked
      : (copyOf?.company.id ?? storedCompanyId);
  const pick = (id: number | null) => {
    setPicked(id);
    setStoredCompanyId(id);
  };
  const copyPending = copySource.orderId !== null && copySource.query.isLoading;
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
            {copySource.query.isError && <Alert severity="warning">{translate('notices.orderAgain.loadError')}</Alert>}
            {copyPending ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 4 }} role="status">
                <CircularProgress size={20} />
                <Typography>{translate('orderForm.options.loading')}</Typography>
              </Stack>
            ) : (
              <>
                {me.activated && !isClient && <CompanyPicker companyId={companyId} onChange={pick} />}
                <CompanyOrderForm companyId={companyId} me={me} copyOf={copyOf} />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
