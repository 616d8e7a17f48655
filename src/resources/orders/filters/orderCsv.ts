// The CSV columns of the order list: the visible columns, with the same texts as on screen, and the price the client
// pays (for users who see estimations) as an amount a spreadsheet of the user's language reads ("23,50" in Polish and
// Czech, whose files use ';'), beside its currency.
import type { TranslateFunction } from 'react-admin';
import type { OrderListItem } from '../../../domain/api.ts';
import { formatDecimalCell, formatMessageNumber } from '../../../i18n/numberFormat.ts';
import { formatSlotRange, formatTimestamp } from '../../../i18n/format.ts';
import { cancellationReasonKey } from '../cells/cancellationText.ts';

export interface CsvColumn {
  header: string;
  value(order: OrderListItem): string | number | null;
}

export const orderCsvColumns = (translate: TranslateFunction, locale = 'en'): CsvColumn[] => {
  const field = (name: string) => translate(`resources.orders.fields.${name}`);
  return [
    { header: field('company'), value: (o) => o.company.name },
    { header: field('orderNo'), value: (o) => o.orderNo },
    { header: field('status'), value: (o) => translate(`orders.status.${o.status}`) },
    {
      header: translate('orderList.csv.reason'),
      value: (o) => (o.status === 'cancelled' ? translate(cancellationReasonKey(o.cancellationReason)) : null),
    },
    { header: field('region'), value: (o) => o.region.name },
    { header: field('pickupCity'), value: (o) => o.pickupPoint?.city ?? null },
    { header: field('pickupPointName'), value: (o) => o.pickupPoint?.name ?? null },
    { header: field('driver'), value: (o) => (o.driver ? `${o.driver.firstName} ${o.driver.lastName}` : null) },
    {
      header: field('scheduledSlotRange'),
      value: (o) => (o.scheduledSlotRange ? formatSlotRange(o.scheduledSlotRange) : null),
    },
    { header: translate('orderList.csv.timeInStageMin'), value: (o) => o.timeInStage },
    { header: translate('orderList.csv.totalRealizationMin'), value: (o) => o.totalRealizationTime },
    {
      header: translate('orderList.csv.promiseMin'),
      value: (o) => (o.status === 'cancelled' ? null : o.realizedWithin.promiseMinutes),
    },
    {
      header: translate('orderList.csv.onTime'),
      value: (o) =>
        o.realizedWithin.onTime === null
          ? null
          : translate(o.realizedWithin.onTime ? 'orders.list.onTime' : 'orders.list.late'),
    },
    { header: translate('orderList.csv.createdAt'), value: (o) => formatTimestamp(o.createdAt) },
    { header: translate('orderList.csv.onHold'), value: (o) => (o.flags.onHold ? translate('ra.boolean.true') : null) },
    {
      header: translate('orderList.csv.multiplier'),
      value: (o) => (o.flags.multiplier ? formatMessageNumber(o.flags.multiplier.value, locale) : null),
    },
    {
      header: translate('orderList.csv.price'),
      value: (o) => (o.price ? formatDecimalCell(o.price.amount / 100, locale) : null),
    },
    { header: translate('orderList.csv.currency'), value: (o) => (o.price ? o.price.currency.toUpperCase() : null) },
    { header: field('lastComment'), value: (o) => o.lastComment?.comment ?? null },
  ];
};
