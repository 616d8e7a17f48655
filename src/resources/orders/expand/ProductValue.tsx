import { useLocaleState, useTranslate } from 'react-admin';
import type { Dimensions, Medicine, OrderProductLine } from '../../../domain/types.ts';
import { formatMoney } from '../format.ts';
import type { ProductFieldKey } from './expandFormat.ts';

/** One misc-data value of a product line, as text. */
export const ProductValue = ({ field, value, currency }: { field: ProductFieldKey; value: unknown; currency?: string }) => {
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
      const size = [d.length, d.width, d.height].every((n) => typeof n === 'number') ? `${d.length} × ${d.width} × ${d.height} cm` : null;
      return <>{[size, d.weight !== undefined ? `${d.weight} kg` : null].filter(Boolean).join(', ')}</>;
    }
    default:
      return <>{String(value)}</>;
  }
};
