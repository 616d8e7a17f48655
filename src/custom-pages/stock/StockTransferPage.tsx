// /stock (needs the Stock scope): the giving and receiving panels side by side (stacked on narrow screens), their
// entity types and holders in the URL (givingType, receivingType, givingDriverId, …). A transfer first checks both
// holders are chosen (one notification per missing holder), then calls the path of the entity pair (transferActionOf /
// TRANSFER_PATHS) and shows "stock transferred" (driver to driver: waiting for the receiving driver's confirmation) or
// the message of the error code; after every attempt, successful or not, both stock lists (and the receiving driver's
// pending stock) are fetched again, as they are when any console changes a warehouse or moves its stock
// (`warehouseChange`).
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useRefetchOnEvent } from '../../realtime/useRefetchOnEvent.ts';
import { WAREHOUSE_CHANGE_EVENT } from '../../../domain/warehouseSchemas.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { transferActionOf, type StockHolderType, type StockItem } from '../../../domain/stockSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { HolderPanel } from './HolderPanel.tsx';
import { useWarehouseOptions } from './HolderPicker.tsx';
import { TransferContext, type TransferContextValue } from './TransferForm.tsx';
import {
  holderOf,
  holderParam,
  holderStockKey,
  pendingExchangesKey,
  selectionFromParams,
  transferErrorMessage,
  transferPreCheck,
  type TransferSide,
} from './transferSelection.ts';

/** Every stock query of the page: the holders' stock, the pickers' options, the pending exchanges. */
const REFETCHED_ON_CHANGE = [['stock']] as const;

export const StockTransferPage = () => {
  useRefetchOnEvent(WAREHOUSE_CHANGE_EVENT, REFETCHED_ON_CHANGE);
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('stock');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromParams(params), [params]);
  const [pending, setPending] = useState(false);
  const warehouses = useWarehouseOptions();
  // A giving warehouse holds one company's goods: the receiving driver picker offers only the drivers who may carry
  // them.
  const givingHolder = holderOf(selection, 'giving');
  const givingWarehouse =
    givingHolder.type === 'warehouse' ? warehouses.data?.find((w) => w.id === givingHolder.id) : undefined;
  const givingCompany = useMemo(
    () => (givingWarehouse ? { id: givingWarehouse.companyId, name: givingWarehouse.companyName } : null),
    [givingWarehouse],
  );

  /**
   * Changes some of the URL's parameters. Starts from the address bar, not from the last rendered parameters: the
   * router renders a new location in a transition, and a second choice made before that render must not undo the first.
   */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const panel = (side: TransferSide) => {
    const { type, id } = holderOf(selection, side);
    return (
      <HolderPanel
        side={side}
        type={type}
        holderId={id}
        onTypeChange={(next: StockHolderType) => update({ [`${side}Type`]: next })}
        onHolderChange={(next) => update({ [holderParam(side, type)]: next === null ? null : String(next) })}
        company={side === 'receiving' ? givingCompany : undefined}
      />
    );
  };

  const transfer = useCallback<TransferContextValue['transfer']>(
    async (item: StockItem, amount: number) => {
      const missing = transferPreCheck(selection);
      if (missing) {
        notify(missing, { type: 'error', autoHideDuration: TOAST_MS });
        return undefined;
      }
      const giving = holderOf(selection, 'giving');
      const receiving = holderOf(selection, 'receiving');
      const action = transferActionOf(giving.type, receiving.type);
      setPending(true);
      try {
        await api.transfer({
          givingType: giving.type,
          givingId: giving.id as number,
          receivingType: receiving.type,
          receivingId: receiving.id as number,
          productId: item.productId,
          amount,
        });
        notify(action === 'driverToDriver' ? 'stock.transfer.awaitingConfirmation' : 'stock.transfer.done', {
          type: 'success',
          autoHideDuration: TOAST_MS,
        });
        return undefined;
      } catch (error) {
        // The error is logged; known codes have their own message, any other failure the generic one.
        console.error('The stock transfer failed', error);
        const amountError = isApiError(error, 400) ? error.fieldErrors.amount?.[0] : undefined;
        notify(
          amountError
            ? 'stock.transfer.invalid'
            : transferErrorMessage(isApiError(error) ? error.errorCode : undefined),
          {
            type: 'error',
            autoHideDuration: TOAST_MS,
          },
        );
        return amountError ? { amount: amountError } : undefined;
      } finally {
        setPending(false);
        // After every attempt, successful or not, both stock lists are fetched again.
        const keys: (readonly unknown[])[] = [
          holderStockKey(giving.type, giving.id),
          holderStockKey(receiving.type, receiving.id),
        ];
        if (giving.type === 'driver') keys.push(pendingExchangesKey(giving.id));
        if (receiving.type === 'driver') keys.push(pendingExchangesKey(receiving.id));
        await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      }
    },
    [api, notify, queryClient, selection],
  );

  const context = useMemo(() => ({ transfer, pending }), [transfer, pending]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="stock.page.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('stock.page.title')}
      </Typography>
      <TransferContext.Provider value={context}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {panel('giving')}
          {panel('receiving')}
        </Stack>
      </TransferContext.Provider>
    </Box>
  );
};
