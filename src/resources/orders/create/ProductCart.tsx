// The product cart: one add button per product, helper products in their own section, a card per cart line with the
// fields its product asks (productFormFields) and a remove button.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  IconButton,
  InputAdornment,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useFieldArray, useWatch, type UseFieldArrayReturn } from 'react-hook-form';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import type { FormProduct } from '../../../../domain/orderCreateApi.ts';
import { EXTERNAL_NO_MAX } from '../../../../domain/constants.ts';
import { DIMENSION_FIELDS } from '../../../../domain/packageSize.ts';
import { formatMessageNumber } from '../../../../domain/numberFormat.ts';
import { addBlock, countOf } from './cartRules.ts';
import { CountedTextInput } from './CountedTextInput.tsx';
import { GroupError } from './FormSection.tsx';
import { orderableProducts } from './NothingToOrder.tsx';
import { useOrderFormContext } from './OrderFormContext.tsx';
import { fieldsOf, newProductLine, type OrderFormValues, type ProductLineValues } from './orderFormValues.ts';

export type ProductsArray = UseFieldArrayReturn<OrderFormValues, 'products', 'key'>;

export const useProductsArray = (): ProductsArray =>
  useFieldArray<OrderFormValues, 'products', 'key'>({ name: 'products', keyName: 'key' });

/** A row of add buttons, one per product, as a group named by `labelProps` (aria-label or aria-labelledby). */
const AddProductButtons = ({
  products,
  cart,
  onAdd,
  labelProps,
}: {
  products: FormProduct[];
  cart: ProductLineValues[];
  onAdd(product: FormProduct): void;
  labelProps: { 'aria-label': string } | { 'aria-labelledby': string };
}) => (
  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" {...labelProps}>
    {products.map((product) => (
      <AddProductButton key={product.id} product={product} cart={cart} onAdd={onAdd} />
    ))}
  </Stack>
);

const AddProductButton = ({
  product,
  cart,
  onAdd,
}: {
  product: FormProduct;
  cart: ProductLineValues[];
  onAdd(product: FormProduct): void;
}) => {
  const translate = useTranslate();
  const { options } = useOrderFormContext();
  const max = options.company.orderSettings.maxOrderProductsAllowed;
  const block = addBlock(product, cart, options.products, max);
  const own = product.productSettings.maxProductsAllowed;
  const count = countOf(cart, product.id);
  const reason = block ? translate(`orderForm.cart.blocked.${block}`, { max: block === 'companyMax' ? max : own }) : '';
  return (
    <Tooltip title={reason}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
      <span>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={!!block}
          onClick={() => onAdd(product)}
          sx={{ textTransform: 'none' }}
          aria-label={translate('orderForm.cart.add', { name: product.name })}
          aria-description={reason || undefined}
        >
          {product.name}
          {count > 0 && (
            <Chip
              component="span"
              size="small"
              label={own ? translate('orderForm.cart.count', { count, max: own }) : count}
              sx={{ ml: 1, height: 20 }}
            />
          )}
        </Button>
      </span>
    </Tooltip>
  );
};

const decimalProps = { inputMode: 'decimal' as const, autoComplete: 'off' };

const MedicinesInput = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<OrderFormValues, `products.${number}.medicines`, 'key'>({
    name: `products.${index}.medicines`,
    keyName: 'key',
  });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {translate('orderForm.product.medicines.label')}
      </Typography>
      {fields.map((field, position) => (
        <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextInput
            source={`products.${index}.medicines.${position}.details`}
            label={translate('orderForm.product.medicines.details', { position: position + 1 })}
            fullWidth
            isRequired
          />
          <IconButton
            aria-label={translate('orderForm.product.medicines.remove', { position: position + 1 })}
            onClick={() => remove(position)}
            disabled={fields.length === 1}
            sx={{ mt: 1.5 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={() => append({ details: '' })}>
        {translate('orderForm.product.medicines.add')}
      </Button>
      <GroupError path={`products.${index}.medicines.root`} />
    </Box>
  );
};

const DimensionsInput = ({ index, product }: { index: number; product: FormProduct }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const max = product.maximumDimensions;
  const limits = max
    ? [
        ...DIMENSION_FIELDS.filter((f) => typeof max[f] === 'number').map(
          (f) =>
            `${translate(`orderForm.product.dimensions.${f}`)} ${formatMessageNumber(max[f]!, locale)} ${translate(`orderForm.product.dimensions.${f === 'weight' ? 'kg' : 'cm'}`)}`,
        ),
      ].join(', ')
    : '';
  return (
    <Box role="group" aria-label={translate('orderForm.product.dimensions.label')}>
      <Typography variant="body2" color="text.secondary">
        {translate('orderForm.product.dimensions.label')}
        {limits && (
          <Typography component="span" variant="caption" sx={{ ml: 1 }}>
            {translate('orderForm.product.dimensions.limits', { limits })}
          </Typography>
        )}
      </Typography>
      <Grid container spacing={1}>
        {DIMENSION_FIELDS.map((field) => (
          <Grid key={field} size={{ xs: 6, sm: 3 }}>
            <TextInput
              source={`products.${index}.dimensions.${field}`}
              label={`orderForm.product.dimensions.${field}`}
              fullWidth
              slotProps={{
                htmlInput: decimalProps,
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      {translate(`orderForm.product.dimensions.${field === 'weight' ? 'kg' : 'cm'}`)}
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Grid>
        ))}
      </Grid>
      <GroupError path={`products.${index}.dimensions.root`} />
    </Box>
  );
};

/** The vehicle's fields, in the form's order (the VIN has 17 characters). */
const VEHICLE_FIELDS: { name: string; required?: boolean; maxLength?: number }[] = [
  { name: 'mark', required: true },
  { name: 'model', required: true },
  { name: 'registrationPlate' },
  { name: 'vinNumber', maxLength: 17 },
];

const VehicleInputs = ({ index }: { index: number }) => {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate('orderForm.product.vehicle.label')}>
      <Typography variant="body2" color="text.secondary">
        {translate('orderForm.product.vehicle.label')}
      </Typography>
      <Grid container spacing={1}>
        {VEHICLE_FIELDS.map(({ name, required, maxLength }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextInput
              source={`products.${index}.vehicle.${name}`}
              label={`orderForm.product.vehicle.${name}`}
              fullWidth
              isRequired={required}
              slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
            />
          </Grid>
        ))}
      </Grid>
      <GroupError path={`products.${index}.vehicle.root`} />
    </Box>
  );
};

/** Text fields of a line, in display order; name and code default to the catalogue's. */
const TEXT_FIELDS = [
  'name',
  'smsName',
  'code',
  'oldDeviceCode',
  'serialNumber',
  'pesel',
  'receiptNo',
  'amountToPayOnPickUp',
  'externalNo',
] as const;
/** Every text field but the name and the code must be filled in once the product asks it. */
const REQUIRED_WHEN_ASKED: ReadonlySet<string> = new Set(
  TEXT_FIELDS.filter((field) => field !== 'name' && field !== 'code'),
);
const FIELD_PROPS: Partial<Record<(typeof TEXT_FIELDS)[number], object>> = {
  pesel: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' },
  receiptNo: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' },
  amountToPayOnPickUp: decimalProps,
};

export const ProductCard = ({
  index,
  product,
  onRemove,
}: {
  index: number;
  product: FormProduct;
  onRemove(): void;
}) => {
  const translate = useTranslate();
  const fields = fieldsOf(product);
  const position = index + 1;
  const textFields = TEXT_FIELDS.filter((f) => fields.includes(f));
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={translate('orderForm.cart.line', { name: product.name, position })}
    >
      <CardHeader
        sx={{ pb: 0 }}
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3">
              {position}. {product.name}
            </Typography>
            <Chip size="small" variant="outlined" label={translate(`orders.type.${product.type}`)} />
            {product.productSettings.helperProduct && (
              <Chip size="small" label={translate('orderForm.sections.helperProducts')} />
            )}
          </Stack>
        }
        action={
          <Tooltip title={translate('orderForm.cart.remove', { name: product.name })}>
            <IconButton aria-label={translate('orderForm.cart.remove', { name: product.name })} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <CardContent sx={{ pt: 1 }}>
        <GroupError path={`products.${index}.id`} />
        {textFields.length > 0 && (
          <Grid container spacing={1}>
            {textFields.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: field === 'name' ? 12 : 6 }}>
                {field === 'externalNo' ? (
                  <CountedTextInput
                    source={`products.${index}.externalNo`}
                    label="orderForm.product.fields.externalNo"
                    max={EXTERNAL_NO_MAX}
                    fullWidth
                    isRequired
                  />
                ) : (
                  <TextInput
                    source={`products.${index}.${field}`}
                    label={`orderForm.product.fields.${field}`}
                    helperText={
                      field === 'receiptNo' || field === 'amountToPayOnPickUp'
                        ? `orderForm.product.helper.${field}`
                        : undefined
                    }
                    fullWidth
                    isRequired={REQUIRED_WHEN_ASKED.has(field)}
                    slotProps={FIELD_PROPS[field] ? { htmlInput: FIELD_PROPS[field] } : undefined}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        )}
        {fields.includes('medicines') && <MedicinesInput index={index} />}
        {fields.includes('vehicle') && <VehicleInputs index={index} />}
        {fields.includes('dimensions') && <DimensionsInput index={index} product={product} />}
      </CardContent>
    </Card>
  );
};

export const ProductCart = ({ products: array }: { products: ProductsArray }) => {
  const translate = useTranslate();
  const { options } = useOrderFormContext();
  const cart = (useWatch<OrderFormValues, 'products'>({ name: 'products' }) ?? []) as ProductLineValues[];
  // The server leaves hidden products out already; a stale catalogue must not offer them either. A catalogue with
  // nothing to offer gets no form (NothingToOrder).
  const offered = orderableProducts(options);
  const main = offered.filter((p) => !p.productSettings.helperProduct);
  const helpers = offered.filter((p) => p.productSettings.helperProduct);
  // Keyboard entry goes on in the new card: its first field to type (name and code come filled in).
  const add = (product: FormProduct) => {
    const first = fieldsOf(product).find((f) => f !== 'name' && f !== 'code');
    const focus =
      first === 'medicines'
        ? 'medicines.0.details'
        : first === 'vehicle'
          ? 'vehicle.mark'
          : first === 'dimensions'
            ? 'dimensions.width'
            : first;
    array.append(
      newProductLine(product),
      focus ? { focusName: `products.${array.fields.length}.${focus}` } : { shouldFocus: false },
    );
  };
  const byId = new Map(options.products.map((p) => [p.id, p]));
  return (
    <Stack spacing={2}>
      <AddProductButtons
        products={main}
        cart={cart}
        onAdd={add}
        labelProps={{ 'aria-label': translate('orderForm.sections.products') }}
      />
      {helpers.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} id="helper-products-label">
            {translate('orderForm.sections.helperProducts')}
          </Typography>
          <AddProductButtons
            products={helpers}
            cart={cart}
            onAdd={add}
            labelProps={{ 'aria-labelledby': 'helper-products-label' }}
          />
        </Box>
      )}
      <GroupError path="products.root" />
      {array.fields.length === 0 && <Typography color="text.secondary">{translate('orderForm.cart.empty')}</Typography>}
      {array.fields.map((field, index) => {
        const product = byId.get(field.id);
        return product ? (
          <ProductCard key={field.key} index={index} product={product} onRemove={() => array.remove(index)} />
        ) : null;
      })}
    </Stack>
  );
};
