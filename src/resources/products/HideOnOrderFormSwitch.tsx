// The "hide on the order form" switch of a product row (the Products list, the company page): saves the product whole
// with the flag turned over (the data provider's `products` resource, react-admin's useUpdate → POST /product/update),
// says what changed, and refetches the lists. Read-only without company.canWrite.
import { Switch, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { ProductRecord } from '../../../domain/productSchemas.ts';
import { PRODUCTS_RESOURCE } from '../../dataProvider/products.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { useRefreshProducts } from './useRefreshProducts.ts';
import { productFields, productFormValues } from './productForm.ts';
import { useCan } from '../../authProvider/useAccess.ts';

export const HideOnOrderFormSwitch = ({
  product,
  onSaved,
}: {
  product: ProductRecord;
  onSaved?: (product: ProductRecord) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<ProductRecord>();
  const refresh = useRefreshProducts();
  const canWrite = useCan('products', 'edit');
  const [saving, setSaving] = useState(false);
  const hidden = product.productSettings.hideOnOrderForm;
  const label = translate('products.list.hiddenSwitch', { name: product.name });

  const toggle = async () => {
    setSaving(true);
    try {
      const fields = productFields(productFormValues(product));
      const saved = (await update(
        PRODUCTS_RESOURCE,
        {
          id: product.id,
          data: { ...fields, productSettings: { ...fields.productSettings, hideOnOrderForm: !hidden } } as never,
          previousData: product,
        },
        { returnPromise: true, mutationMode: 'pessimistic' },
      )) as ProductRecord;
      notify(saved.productSettings.hideOnOrderForm ? 'products.notifications.hidden' : 'products.notifications.shown', {
        type: 'success',
        messageArgs: { name: saved.name },
      });
      onSaved?.(saved);
      refresh();
    } catch (error) {
      console.error('Hiding the product failed', error);
      notify(serverErrorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Tooltip title={translate(hidden ? 'products.state.hidden' : 'products.state.shown')}>
      <Switch
        checked={hidden}
        disabled={!canWrite || saving}
        onChange={() => void toggle()}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': label } }}
        size="small"
      />
    </Tooltip>
  );
};
