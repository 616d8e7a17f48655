// The inputs of a product, shared by the create and the edit form: the product (company and type chosen on create
// only), what the order form does with it (hidden, extra, how many per order, the fields it asks, the receiver from
// the pickup points for the types that allow it), the largest package for the types with dimensions, and its stock.
// The fields a type may ask come from domain/productSchemas.ts (PRODUCT_TYPE_FEATURES).
import { Alert, Box, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
// Number inputs carry no min/max attributes: the browser would refuse the form with its own bubble, in its own
// language; the shared schema's messages say it under the field instead.
import { BooleanInput, CheckboxGroupInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ORDER_TYPES, type OrderType } from '../../../domain/enums.ts';
import {
  DIMENSIONS_ALGORITHMS,
  MAXIMUM_DIMENSION_FIELDS,
  PRODUCT_CODE_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_TYPE_FEATURES,
  formFieldsOfType,
} from '../../../domain/productSchemas.ts';
import { sortByName } from '../../../domain/sorting.ts';
import { PRODUCT_COMPANIES_QUERY_KEY } from '../../dataProvider/products.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import type { ProductFormField } from '../../../domain/types.ts';
import { FormRow, FormSection } from '../../forms/FormSection.tsx';
import { LimitedTextInput } from '../../forms/LimitedTextInput.tsx';

const f = (name: string) => `products.fields.${name}`;
const help = (name: string) => `products.helper.${name}`;

/** Every company the user may see, whatever its status (a product may be prepared before the activation). */
export const useProductCompanies = () => {
  const api = useAppApi('products');
  return useQuery({
    queryKey: PRODUCT_COMPANIES_QUERY_KEY,
    queryFn: ({ signal }) => api.companyOptions(signal),
    select: (companies) => sortByName(companies, (c) => c.name),
    staleTime: 60_000,
  });
};

/**
 * A value fixed once the product exists (its company, its type): shown, not an input, so that the form keeps sending
 * the record's value (a disabled input would leave it out).
 */
const FixedValue = ({ label, value, helperText }: { label: string; value: string; helperText?: string }) => (
  <TextField
    label={label}
    value={value}
    helperText={helperText}
    disabled
    fullWidth
    margin="dense"
    variant="filled"
    size="small"
  />
);

/** `companyName`: the company of an existing product (fixed). */
export const ProductInputs = ({ isNew, companyName = '' }: { isNew: boolean; companyName?: string }) => {
  const translate = useTranslate();
  const companies = useProductCompanies().data ?? [];
  const type = (useWatch({ name: 'type' }) as OrderType | undefined) ?? 'pickup_delivery';
  const asked = (useWatch({ name: 'productSettings.productFormFields' }) as ProductFormField[] | undefined) ?? [];
  const features = PRODUCT_TYPE_FEATURES[type] ?? PRODUCT_TYPE_FEATURES.pickup_delivery;
  // The type's fields, and any field the product asks already (so that nothing it asks is hidden).
  const fieldChoices = [...new Set([...formFieldsOfType(type), ...asked])].map((field) => ({
    id: field,
    name: `products.formFields.${field}`,
  }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 1100 }}>
      <FormSection titleKey="products.sections.product">
        <FormRow>
          {isNew ? (
            <SelectInput
              source="companyId"
              label={f('company')}
              choices={companies.map((c) => ({ id: c.id, name: c.name }))}
              isRequired
              emptyText=""
            />
          ) : (
            <FixedValue label={translate(f('company'))} value={companyName} />
          )}
          <LimitedTextInput source="name" label={f('name')} isRequired maxLength={PRODUCT_NAME_MAX} />
          <LimitedTextInput
            source="code"
            label={f('code')}
            isRequired
            helperText={help('code')}
            maxLength={PRODUCT_CODE_MAX}
          />
        </FormRow>
        <FormRow>
          {isNew ? (
            <SelectInput
              source="type"
              label={f('type')}
              choices={ORDER_TYPES.map((t) => ({ id: t, name: `orders.type.${t}` }))}
              helperText={help('type')}
              isRequired
            />
          ) : (
            <FixedValue
              label={translate(f('type'))}
              value={translate(`orders.type.${type}`)}
              helperText={translate(help('type'))}
            />
          )}
        </FormRow>
        <BooleanInput source="active" label={f('active')} />
      </FormSection>

      <FormSection titleKey="products.sections.orderForm">
        <BooleanInput
          source="productSettings.hideOnOrderForm"
          label={f('hideOnOrderForm')}
          helperText={help('hideOnOrderForm')}
        />
        <BooleanInput source="productSettings.helperProduct" label={f('helperProduct')} />
        {features.receiverLocations && (
          <BooleanInput
            source="productSettings.showLocationsSelectForReceiverOnOrderForm"
            label={f('showLocationsSelectForReceiverOnOrderForm')}
          />
        )}
        <FormRow>
          <NumberInput
            source="productSettings.maxProductsAllowed"
            label={f('maxProductsAllowed')}
            helperText={help('maxProductsAllowed')}
            step={1}
          />
        </FormRow>
        <CheckboxGroupInput
          source="productSettings.productFormFields"
          label={f('productFormFields')}
          helperText={help('productFormFields')}
          choices={fieldChoices}
          sx={{
            '& .MuiFormGroup-root': {
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            },
          }}
        />
      </FormSection>

      <FormSection titleKey="products.sections.dimensions">
        {features.dimensions ? (
          <>
            <FormRow>
              <SelectInput
                source="dimensionsAlgorithm"
                label={f('dimensionsAlgorithm')}
                helperText={help('dimensionsAlgorithm')}
                choices={DIMENSIONS_ALGORITHMS.map((a) => ({ id: a, name: `products.dimensionsAlgorithms.${a}` }))}
                emptyText="products.dimensionsAlgorithms.none"
                parse={(v: string) => (v ? v : null)}
              />
            </FormRow>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(help('maximumDimensions'))}
            </Typography>
            <FormRow>
              {MAXIMUM_DIMENSION_FIELDS.map((field) => (
                <NumberInput
                  key={field}
                  source={`maximumDimensions.${field}`}
                  label={f(field)}
                  step={field === 'weight' ? 0.1 : 1}
                  helperText={false}
                />
              ))}
            </FormRow>
          </>
        ) : (
          <Alert severity="info">{translate(help('noDimensions'))}</Alert>
        )}
      </FormSection>

      <FormSection titleKey="products.sections.stock">
        <BooleanInput source="canTransferStock" label={f('canTransferStock')} helperText={help('canTransferStock')} />
      </FormSection>
    </Box>
  );
};
