// One value of an order's product line in the expanded row, as text in the user's language.
import { useLocaleState, useTranslate } from 'react-admin';
import type { Dimensions, Medicine, OrderProductLine } from '../../../../domain/types.ts';
import { formatMessageNumber } from '../../../../domain/numberFormat.ts';
import { formatMoney } from '../../../i18n/format.ts';
import type { ProductFieldKey } from './expandFormat.ts';

/** One misc-data value of a product line, as text. */
export const ProductValue = ({
  field,
  value,
  currency,
}: {
  field: ProductFieldKey;
  value: unknown;
  currency?: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  switch (field) {
    case 'amountToPayOnPickUp':
      return <>{formatMoney(Number(value), currency, locale)}</>;
    case 'medicines':
      return (
        <>
          {(value as Medicine[])
            .map((m) => (m.pickedUp ? `${m.details} (${translate('orderList.expand.pickedUp')})` : m.details))
            .join('; ')}
        </>
      );
    case 'vehicle': {
      const v = value as NonNullable<OrderProductLine['vehicle']>;
      return <>{[v.mark, v.model, v.registrationPlate, v.vinNumber].filter(Boolean).join(' · ')}</>;
    }
    case 'dimensions': {
      const d = value as Dimensions;
      const n = (v: number) => formatMessageNumber(v, locale);
      const cm = translate('orderForm.product.dimensions.cm');
      const kg = translate('orderForm.product.dimensions.kg');
      const size =
        typeof d.length === 'number' && typeof d.width === 'number' && typeof d.height === 'number'
          ? `${n(d.length)} × ${n(d.width)} × ${n(d.height)} ${cm}`
          : null;
      return <>{[size, typeof d.weight === 'number' ? `${n(d.weight)} ${kg}` : null].filter(Boolean).join(', ')}</>;
    }
    default:
      return <>{String(value)}</>;
  }
};
