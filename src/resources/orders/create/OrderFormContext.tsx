// What every part of the order form reads: the company's catalogue and order settings, and the session.
import { createContext, useContext } from 'react';
import type { OrderFormOptions } from '../../../../domain/orderCreateApi.ts';

export interface OrderFormContextValue {
  options: OrderFormOptions;
  /** The session user's default pickup location (settings.defaultLocationId), if any. */
  defaultLocationId: number | null;
}

export const OrderFormContext = createContext<OrderFormContextValue | null>(null);

export const useOrderFormContext = (): OrderFormContextValue => {
  const value = useContext(OrderFormContext);
  if (!value) throw new Error('useOrderFormContext outside <OrderFormContext>');
  return value;
};

/** Whether the company's orderFormFields lists an optional part of the form. */
export const useFormField = (field: string): boolean =>
  useOrderFormContext().options.company.orderSettings.orderFormFields.includes(field);
