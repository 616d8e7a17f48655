// The stock page's selection: the two entity types (default driver) and the four holder ids, kept in the URL as
// givingType, receivingType, givingDriverId, receivingDriverId, givingWarehouseId, receivingWarehouseId; the pre-checks
// made before a transfer call (each missing holder has its own notification); the messages of the transfer's error
// codes.
import {
  DEFAULT_STOCK_HOLDER_TYPE,
  STOCK_ERRORS,
  STOCK_HOLDER_TYPES,
  type StockHolderType,
} from '../../../domain/stockSchemas.ts';
import { serverErrorKey } from '../../dataProvider/serverErrorMessage.ts';

export type TransferSide = 'giving' | 'receiving';

export interface TransferSelection {
  givingType: StockHolderType;
  receivingType: StockHolderType;
  givingDriverId: number | null;
  receivingDriverId: number | null;
  givingWarehouseId: number | null;
  receivingWarehouseId: number | null;
}

export const holderParam = (side: TransferSide, type: StockHolderType) =>
  `${side}${type === 'driver' ? 'Driver' : 'Warehouse'}Id` as const;

const idOf = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};
const typeOf = (value: string | null): StockHolderType =>
  (STOCK_HOLDER_TYPES as readonly string[]).includes(value ?? '')
    ? (value as StockHolderType)
    : DEFAULT_STOCK_HOLDER_TYPE;

export const selectionFromParams = (params: URLSearchParams): TransferSelection => ({
  givingType: typeOf(params.get('givingType')),
  receivingType: typeOf(params.get('receivingType')),
  givingDriverId: idOf(params.get('givingDriverId')),
  receivingDriverId: idOf(params.get('receivingDriverId')),
  givingWarehouseId: idOf(params.get('givingWarehouseId')),
  receivingWarehouseId: idOf(params.get('receivingWarehouseId')),
});

/** The holder chosen on one side for its current entity type. */
export const holderOf = (
  selection: TransferSelection,
  side: TransferSide,
): { type: StockHolderType; id: number | null } => {
  const type = side === 'giving' ? selection.givingType : selection.receivingType;
  return { type, id: selection[holderParam(side, type)] };
};

/** The i18n key of the first missing holder, or null when the transfer may be sent. */
export const transferPreCheck = (selection: TransferSelection): string | null => {
  const giving = holderOf(selection, 'giving');
  if (!giving.id)
    return giving.type === 'driver' ? 'stock.precheck.noGivingDriver' : 'stock.precheck.noGivingWarehouse';
  const receiving = holderOf(selection, 'receiving');
  if (!receiving.id)
    return receiving.type === 'driver' ? 'stock.precheck.noReceivingDriver' : 'stock.precheck.noReceivingWarehouse';
  return null;
};

const ERROR_MESSAGES: Record<string, string> = {
  [STOCK_ERRORS.insufficientStock]: 'stock.errors.insufficientStock',
  [STOCK_ERRORS.notTransferable]: 'stock.errors.notTransferable',
  [STOCK_ERRORS.sameHolder]: 'stock.errors.sameHolder',
  [STOCK_ERRORS.productCompanyMismatch]: 'stock.errors.productCompanyMismatch',
  [STOCK_ERRORS.driverNotAllowed]: 'stock.errors.driverNotAllowed',
  [STOCK_ERRORS.driverBlocked]: 'stock.errors.driverBlocked',
  [STOCK_ERRORS.driverInactive]: 'stock.errors.driverInactive',
};

/** The message of a failed transfer: the transfer's own for its code, else the code's (errors.server), else the generic one. */
export const transferErrorMessage = (errorCode: string | undefined): string =>
  (errorCode && ERROR_MESSAGES[errorCode]) || serverErrorKey(errorCode) || 'errors.generic';

/** react-query keys: a holder's stock and a driver's pending exchanges (the holder in the key: a new choice fetches). */
export const holderStockKey = (type: StockHolderType, id: number | null) => ['stock', 'holder', type, id] as const;
export const pendingExchangesKey = (driverId: number | null) => ['stock', 'pending', driverId] as const;
