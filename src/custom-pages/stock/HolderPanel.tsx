// One side of the stock page: the entity type (driver or warehouse), the searchable picker, and the chosen holder's
// stock (GET /driver/stock or GET /warehouse/stock) in a table whose rows expand: on the giving side to the transfer
// form, on the receiving side to a driver's pending stock (with a row for each product on its way that it does not hold
// yet); a receiving warehouse's table is read-only. Nothing chosen: the list is "not started" and holds no data. The
// stock is fetched when the choice changes and when the page forces a refresh (after every transfer attempt), not on
// focus.
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, LinearProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import {
  STOCK_HOLDER_TYPES,
  type StockExchange,
  type StockHolderType,
  type StockItem,
} from '../../../domain/stockSchemas.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { DriverPicker, WarehousePicker } from './HolderPicker.tsx';
import { ProductName } from '../../resources/shared/ProductName.tsx';
import { PendingExchanges, usePendingExchanges } from './PendingExchanges.tsx';
import { TransferForm } from './TransferForm.tsx';
import { holderStockKey, type TransferSide } from './transferSelection.ts';

/** A stock item as a table row (react-admin rows need an id: the product's); incoming: open exchanges to a driver. */
type StockRow = StockItem & { id: number; incoming?: number };

/**
 * A receiving driver's rows: its stock plus, per product, what other drivers have sent it and it has not confirmed
 * yet; a product it does not hold yet gets a row of its own (amount 0), so every pending transfer has a row to open.
 */
export function withIncoming(stock: StockItem[], pending: StockExchange[]): StockRow[] {
  const incoming = new Map<number, number>();
  for (const exchange of pending)
    incoming.set(exchange.productId, (incoming.get(exchange.productId) ?? 0) + exchange.amount);
  const rows: StockRow[] = stock.map((item) => ({
    ...item,
    id: item.productId,
    incoming: incoming.get(item.productId) ?? 0,
  }));
  for (const exchange of pending) {
    if (rows.some((row) => row.productId === exchange.productId)) continue;
    rows.push({
      id: exchange.productId,
      productId: exchange.productId,
      name: exchange.productName,
      // The company of the product on its way (not of the giving side: an exchange has none of its own).
      productCode: exchange.productCode,
      companyId: exchange.companyId,
      companyName: exchange.companyName,
      companyImageUrl: exchange.companyImageUrl,
      imageUrl: null,
      canTransferStock: true,
      amount: 0,
      reserved: 0,
      available: 0,
      items: [],
      incoming: incoming.get(exchange.productId) ?? 0,
    });
  }
  return rows;
}
const Column = DataTable.Col<StockRow>;

export const useHolderStock = (type: StockHolderType, id: number | null) => {
  const api = useAppApi('stock');
  return useQuery({
    queryKey: holderStockKey(type, id),
    queryFn: ({ signal }) => api.holderStock(type, id as number, signal),
    enabled: id !== null,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
};

const ProductCell = ({ item }: { item: StockItem }) => (
  <Box sx={{ fontWeight: 500 }}>
    <ProductName name={item.name} code={item.productCode} />
  </Box>
);

const Message = ({ text }: { text: string }) => (
  <Box sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
    <InboxIcon sx={{ fontSize: 40, opacity: 0.5 }} />
    <Typography variant="body2">{text}</Typography>
  </Box>
);

const StockTable = ({ side, type, id }: { side: TransferSide; type: StockHolderType; id: number }) => {
  const translate = useTranslate();
  const stock = useHolderStock(type, id);
  const receivingDriver = side === 'receiving' && type === 'driver';
  const pending = usePendingExchanges(receivingDriver ? id : null);
  const resource = `stock.${side}.${type}.${id}`;
  const rows = useMemo<StockRow[]>(
    () =>
      receivingDriver
        ? withIncoming(stock.data ?? [], pending.data ?? [])
        : (stock.data ?? []).map((item) => ({ ...item, id: item.productId })),
    [receivingDriver, stock.data, pending.data],
  );
  const listContext = useList<StockRow>({
    data: rows,
    resource,
    isPending: stock.isPending,
    isFetching: stock.isFetching,
    perPage: 1000,
  });
  const expand =
    side === 'giving' ? <TransferForm /> : type === 'driver' ? <PendingExchanges driverId={id} /> : undefined;
  if (stock.isError) return <LoadError messageKey="stock.list.error" onRefresh={() => void stock.refetch()} />;
  return (
    <Box>
      {stock.isFetching ? (
        <LinearProgress aria-label={translate('stock.list.loading')} sx={{ height: 2 }} />
      ) : (
        <Box sx={{ height: 2 }} />
      )}
      <ResourceContextProvider value={resource}>
        <ListContextProvider value={listContext}>
          <DataTable<StockRow>
            rowClick={expand ? 'expand' : false}
            expand={expand}
            bulkActionButtons={false}
            size="small"
            empty={<Message text={translate('stock.list.empty')} />}
            aria-label={translate(`stock.list.${side}Label`)}
          >
            <Column
              source="name"
              label="stock.fields.product"
              disableSort
              render={(item) => <ProductCell item={item} />}
            />
            <Column source="companyName" label="stock.fields.company" disableSort />
            <Column source="amount" label="stock.fields.amount" disableSort align="right" />
            <Column source="available" label="stock.fields.available" disableSort align="right" />
            {receivingDriver ? (
              <Column source="incoming" label="stock.fields.incoming" disableSort align="right" />
            ) : null}
          </DataTable>
        </ListContextProvider>
      </ResourceContextProvider>
    </Box>
  );
};

export interface HolderPanelProps {
  side: TransferSide;
  type: StockHolderType;
  holderId: number | null;
  onTypeChange(type: StockHolderType): void;
  onHolderChange(id: number | null): void;
  /** Receiving side: the company whose goods the giving warehouse holds (the driver picker offers its drivers only). */
  company?: { id: number; name: string } | null;
}

export const HolderPanel = ({ side, type, holderId, onTypeChange, onHolderChange, company }: HolderPanelProps) => {
  const translate = useTranslate();
  const title = translate(`stock.panel.${side}`);

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={type}
          aria-label={translate('stock.panel.entityType')}
          onChange={(_event, next: StockHolderType | null) => {
            if (next) onTypeChange(next);
          }}
        >
          {STOCK_HOLDER_TYPES.map((t) => (
            <ToggleButton key={t} value={t}>
              {translate(`stock.entityType.${t}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {type === 'driver' ? (
          <DriverPicker
            key={type}
            label={translate('stock.entityType.driver')}
            value={holderId}
            onChange={onHolderChange}
            receiving={side === 'receiving'}
            company={side === 'receiving' ? company : undefined}
          />
        ) : (
          <WarehousePicker
            key={type}
            label={translate('stock.entityType.warehouse')}
            value={holderId}
            onChange={onHolderChange}
          />
        )}
        {side === 'receiving' && type === 'warehouse' && holderId !== null ? (
          <Typography variant="caption" color="text.secondary">
            {translate('stock.panel.readOnly')}
          </Typography>
        ) : null}
      </Stack>
      {holderId === null ? (
        <Message text={translate(`stock.panel.choose.${type}`)} />
      ) : (
        <StockTable key={`${type}-${holderId}`} side={side} type={type} id={holderId} />
      )}
    </Paper>
  );
};
