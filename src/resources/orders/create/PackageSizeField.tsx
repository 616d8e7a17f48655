// The package size (S up to 9.99 kg and a 100 cm side sum, M up to 15 kg and 200 cm, L up to 31.5 kg and 100x80x50 cm):
// derived from the products' dimensions, else the company's defaultPackageSize; the user may pick S/M/L when the
// company's orderFormFields lists packageSize.
import { Chip, Stack, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { RadioChoice } from '../../../forms/RadioChoice.tsx';
import { PACKAGE_SIZES, type PackageSize } from '../../../../domain/enums.ts';
import { packageSizeOf, resolvePackageSize } from '../../../../domain/packageSize.ts';
import { useFormField, useOrderFormContext } from './OrderFormContext.tsx';
import { productLineInput, type OrderFormValues, type ProductLineValues } from './orderFormValues.ts';

export interface DerivedSize {
  size: PackageSize | null;
  /** Where the size comes from. */
  source: 'chosen' | 'dimensions' | 'default';
}

/** The size of the cart's lines: the chosen one, else from their dimensions, else the company's default. */
const useSize = (withChoice: boolean): DerivedSize => {
  const { options } = useOrderFormContext();
  const products = (useWatch<OrderFormValues, 'products'>({ name: 'products' }) ?? []) as ProductLineValues[];
  const chosen = useWatch<OrderFormValues, 'packageSize'>({ name: 'packageSize' });
  const canChoose = useFormField('packageSize');
  const lines = products.map(productLineInput);
  const choice = withChoice && canChoose && chosen ? chosen : undefined;
  const fromDimensions = lines.some((line) => packageSizeOf(line.dimensions) !== undefined);
  return {
    size: resolvePackageSize(lines, options.company.orderSettings.defaultPackageSize, choice),
    source: choice ? 'chosen' : fromDimensions ? 'dimensions' : 'default',
  };
};

/** The size the order will have (what the estimate asks about and the server stores). */
export const useDerivedPackageSize = (): DerivedSize => useSize(true);

const AUTO = '';

export const PackageSizeField = () => {
  const translate = useTranslate();
  const canChoose = useFormField('packageSize');
  const derived = useDerivedPackageSize();
  const { field } = useController<OrderFormValues, 'packageSize'>({ name: 'packageSize' });
  const automatic = useAutomaticSize();
  const describe = (d: DerivedSize) =>
    d.size === null
      ? translate('orderForm.packageSize.tooLarge')
      : translate(
          d.source === 'dimensions' ? 'orderForm.packageSize.fromDimensions' : 'orderForm.packageSize.fromDefault',
          { size: d.size },
        );
  if (!canChoose) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip color={derived.size ? 'default' : 'error'} label={derived.size ?? '!'} sx={{ fontWeight: 700 }} />
        <Typography variant="body2">{describe(derived)}</Typography>
      </Stack>
    );
  }
  return (
    <RadioChoice
      id="package-size-label"
      label={translate('orderForm.packageSize.label')}
      value={field.value ?? AUTO}
      onChange={(value) => field.onChange(value === AUTO ? '' : value)}
      options={[
        { value: AUTO, label: translate('orderForm.packageSize.auto', { size: automatic.size ?? '–' }) },
        ...PACKAGE_SIZES.map((size) => ({
          value: size,
          label: size,
          title: translate(`orderForm.packageSize.sizes.${size}`),
        })),
      ]}
      helperText={describe(automatic)}
      dense
    />
  );
};

/** The size the order would have without a choice (dimensions, else the company's default). */
const useAutomaticSize = (): DerivedSize => useSize(false);
