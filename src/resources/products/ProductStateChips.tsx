// A product's state at a glance: active or inactive, and "extra" for a product offered beside the main ones.
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProductRecord } from '../../../domain/productSchemas.ts';

export const ProductStateChips = ({ product }: { product: ProductRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        color={product.active ? 'success' : 'default'}
        variant="outlined"
        label={translate(product.active ? 'products.state.active' : 'products.state.inactive')}
      />
      {product.productSettings.helperProduct ? (
        <Chip size="small" variant="outlined" label={translate('products.state.extra')} />
      ) : null}
    </Stack>
  );
};
