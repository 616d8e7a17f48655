// The suggested products dialog: on submit, when the company's orderFormSuggestedProducts lists products the cart could
// take but does not hold, offer to add them or to create the order without them.
import { Button, DialogContentText, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormProduct, OrderFormOptions } from '../../../../domain/orderCreateApi.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../../forms/FormDialog.tsx';
import { addBlock } from './cartRules.ts';
import type { ProductLineValues } from './orderFormValues.ts';

/** Suggested products not in the cart that could still be added (one each, in the settings' order). */
export const missingSuggestedProducts = (cart: ProductLineValues[], options: OrderFormOptions): FormProduct[] => {
  const inCart = new Set(cart.map((line) => line.id));
  const lines: { id: number }[] = [...cart];
  const missing: FormProduct[] = [];
  for (const id of options.company.orderSettings.orderFormSuggestedProducts ?? []) {
    const product = options.products.find((p) => p.id === id);
    if (!product || inCart.has(id) || missing.includes(product)) continue;
    if (addBlock(product, lines, options.products, options.company.orderSettings.maxOrderProductsAllowed)) continue;
    missing.push(product);
    lines.push({ id });
  }
  return missing;
};

export interface SuggestedProductsDialogProps {
  products: FormProduct[];
  onAdd(): void;
  onContinue(): void;
  onClose(): void;
}

export const SuggestedProductsDialog = ({ products, onAdd, onContinue, onClose }: SuggestedProductsDialogProps) => {
  const translate = useTranslate();
  return (
    <DialogFrame
      open={products.length > 0}
      onClose={onClose}
      titleId="suggested-products-title"
      title={translate('orderForm.suggested.title')}
    >
      <DialogBody
        dividers={false}
        actions={
          <>
            <CloseButton label="orderForm.suggested.back" onClick={onClose} />
            <CloseButton label="orderForm.suggested.continue" onClick={onContinue} />
            <Button variant="contained" onClick={onAdd} autoFocus>
              {translate('orderForm.suggested.add')}
            </Button>
          </>
        }
      >
        <DialogContentText>{translate('orderForm.suggested.text')}</DialogContentText>
        <List dense>
          {products.map((product) => (
            <ListItem key={product.id} disableGutters>
              <ListItemText primary={product.name} />
            </ListItem>
          ))}
        </List>
      </DialogBody>
    </DialogFrame>
  );
};
