// A warehouse's expanded row: the add-stock form, one row per product of the warehouse's company (name, current
// quantity, the new quantity as a whole number, the batch number as text) and the Add stock button. Only the rows with
// a quantity are sent, one POST /warehouse/add each, one after the other with the progress shown; each success adds to
// the "warehouse stock added" toast, each failure shows the generic message (a 400's field error lands under its row)
// and is logged. Then the warehouse list reloads; the rows that went through are emptied, the failed ones keep their
// values. A product whose stock may not be transferred (canTransferStock false) says beside its name that it never
// leaves the warehouse. An inactive warehouse takes no stock: its products show without inputs, with why. A user who
// only reads warehouses (warehouse:read) sees the products and their quantities, no inputs.
import AddBoxIcon from '@mui/icons-material/AddBox';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState, type MutableRefObject } from 'react';
import { Form, NumberInput, TextInput, useListContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { TOAST_MS } from '../../../domain/constants.ts';
import { warehouseAddSchema, type StockItem, type WarehouseItem } from '../../../domain/stockSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ProductName } from '../shared/ProductName.tsx';
import { fieldValidator, type FieldMessage } from '../../forms/formErrors.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { sortByName } from '../../../domain/sorting.ts';
import { useCanManageWarehouses } from './WarehouseStateActions.tsx';

interface RowValues {
  amount: number | string | null | undefined;
  serialNumber: string | null | undefined;
}
interface AddStockValues {
  items: RowValues[];
}

const isFilled = (value: RowValues['amount']) => value !== null && value !== undefined && String(value).trim() !== '';

/** The new quantity: empty is fine (the row is not sent); otherwise a whole number of at least 1 (the API's rule). */
const validateAmount = (value: unknown) =>
  isFilled(value as RowValues['amount']) ? fieldValidator(warehouseAddSchema.shape.amount)(value) : undefined;
const validateBatch = (value: unknown) => fieldValidator(warehouseAddSchema.shape.serialNumber)(value);

const productsOf = (warehouse: WarehouseItem): StockItem[] =>
  sortByName(
    Object.values(warehouse.stock ?? {}),
    (item) => item.name,
    (a, b) => a.productId - b.productId,
  );

/** A 400's field errors for one row: the first message of amount or serialNumber. */
const rowErrorsOf = (fieldErrors: Record<string, string[]>): Partial<Record<keyof RowValues, FieldMessage>> => {
  const errors: Partial<Record<keyof RowValues, FieldMessage>> = {};
  for (const field of ['amount', 'serialNumber'] as const) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = { message, args: field === 'amount' ? { min: 1 } : {} };
  }
  return errors;
};

interface Progress {
  done: number;
  total: number;
}

type Send = (values: AddStockValues) => Promise<void>;

/** The product's name and, for one whose stock may not be transferred, that it never leaves the warehouse. */
const ProductCell = ({ product }: { product: StockItem }) => {
  const translate = useTranslate();
  return (
    <>
      <ProductName name={product.name} code={product.productCode} />
      {product.canTransferStock ? null : (
        <Typography variant="caption" color="text.secondary" component="div" data-note="not-transferable">
          {translate('warehouses.addStock.notTransferable')}
        </Typography>
      )}
    </>
  );
};

/** The products and their quantities only: an inactive warehouse, or a user who may not add stock. */
const ReadOnlyRows = ({ products }: { products: StockItem[] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('warehouses.addStock.title')} sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('warehouses.addStock.product')}</TableCell>
          <TableCell align="right">{translate('warehouses.addStock.current')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.productId} data-product={product.productId}>
            <TableCell>
              <ProductCell product={product} />
            </TableCell>
            <TableCell align="right">{product.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const AddStockFields = ({
  warehouse,
  products,
  sendRef,
}: {
  warehouse: WarehouseItem;
  products: StockItem[];
  sendRef: MutableRefObject<Send | null>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('warehouses');
  const { refetch } = useListContext();
  const { setError, resetField } = useFormContext<AddStockValues>();
  const [progress, setProgress] = useState<Progress | null>(null);

  const send = async (values: AddStockValues) => {
    const filled = products
      .map((product, index) => ({ product, index, row: values.items[index] }))
      .filter(({ row }) => row && isFilled(row.amount));
    if (!filled.length) {
      notify('warehouses.addStock.nothingToAdd', { type: 'warning', autoHideDuration: TOAST_MS });
      return;
    }
    setProgress({ done: 0, total: filled.length });
    let added = 0;
    for (const { product, index, row } of filled) {
      try {
        await api.addStock({
          warehouseId: warehouse.id,
          productId: product.productId,
          amount: Number(row.amount),
          serialNumber: row.serialNumber?.trim() || undefined,
        });
        added += 1;
        resetField(`items.${index}.amount`, { defaultValue: null });
        resetField(`items.${index}.serialNumber`, { defaultValue: '' });
      } catch (error) {
        if (isApiError(error, 400)) {
          for (const [field, message] of Object.entries(rowErrorsOf(error.fieldErrors))) {
            setError(`items.${index}.${field as keyof RowValues}`, { type: 'server', message: message as never });
          }
        }
        // A failed warehouse stock add shows its code's message (the generic one for an unknown code); the error is
        // logged.
        notify(serverErrorMessage(error), { type: 'error', autoHideDuration: TOAST_MS });
        console.error(`Adding stock of product ${product.productId} to warehouse ${warehouse.id} failed`, error);
      }
      setProgress((current) => (current ? { ...current, done: current.done + 1 } : current));
    }
    if (added)
      notify('warehouses.addStock.added', {
        type: 'success',
        autoHideDuration: TOAST_MS,
        messageArgs: { smart_count: added },
      });
    setProgress(null);
    await refetch();
  };

  sendRef.current = send;
  const busy = progress !== null;
  /** A row's input in its column: no label of its own (the column's heading), named for the product. */
  const cellInput = (column: 'newQuantity' | 'batchNumber', name: string) => ({
    label: false as const,
    hiddenLabel: true,
    slotProps: { htmlInput: { 'aria-label': translate(`warehouses.addStock.${column}Of`, { name }) } },
    placeholder: translate(`warehouses.addStock.${column}`),
    disabled: busy,
    helperText: false as const,
    size: 'small' as const,
    margin: 'none' as const,
    fullWidth: true,
  });
  return (
    <Stack spacing={1.5}>
      <Table
        size="small"
        aria-label={translate('warehouses.addStock.title')}
        sx={{ '& td, & th': { px: 1, py: 0.5, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('warehouses.addStock.product')}</TableCell>
            <TableCell align="right">{translate('warehouses.addStock.current')}</TableCell>
            <TableCell sx={{ width: 180 }}>{translate('warehouses.addStock.newQuantity')}</TableCell>
            <TableCell sx={{ width: 240 }}>{translate('warehouses.addStock.batchNumber')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product, index) => (
            <TableRow key={product.productId} data-product={product.productId}>
              <TableCell sx={{ pt: '14px !important' }}>
                <ProductCell product={product} />
              </TableCell>
              <TableCell align="right" sx={{ pt: '14px !important' }}>
                {product.amount}
              </TableCell>
              <TableCell>
                <NumberInput
                  source={`items.${index}.amount`}
                  {...cellInput('newQuantity', product.name)}
                  step={1}
                  min={1}
                  validate={validateAmount}
                />
              </TableCell>
              <TableCell>
                <TextInput
                  source={`items.${index}.serialNumber`}
                  {...cellInput('batchNumber', product.name)}
                  validate={validateBatch}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {translate('warehouses.addStock.progress', { done: progress.done, total: progress.total })}
          </Typography>
          <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} />
        </Box>
      ) : null}
      <Box>
        <Button variant="contained" size="small" startIcon={<AddBoxIcon />} disabled={busy} type="submit">
          {translate(busy ? 'warehouses.addStock.adding' : 'warehouses.addStock.submit')}
        </Button>
      </Box>
    </Stack>
  );
};

/** The form's own record: never the warehouse, whose reload would otherwise reset the rows that failed. */
const FORM_RECORD = {};

export const AddStockForm = () => {
  const warehouse = useRecordContext<WarehouseItem>();
  const translate = useTranslate();
  const sendRef = useRef<Send | null>(null);
  const canManage = useCanManageWarehouses();
  if (!warehouse) return null;
  const products = productsOf(warehouse);
  // Warehouses listed before the active flag existed count as active.
  const inactive = warehouse.active === false;
  return (
    <Box
      role="region"
      aria-label={translate('warehouses.addStock.regionLabel', { owner: warehouse.owner })}
      sx={{ px: { xs: 1, sm: 3 }, py: 2, bgcolor: 'action.hover' }}
      onClick={(event) => event.stopPropagation()}
    >
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {translate('warehouses.addStock.title')}
      </Typography>
      {inactive ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('warehouses.addStock.inactive')}
        </Alert>
      ) : null}
      {products.length && (inactive || !canManage) ? (
        <ReadOnlyRows products={products} />
      ) : products.length ? (
        <Form
          record={FORM_RECORD}
          defaultValues={{ items: products.map(() => ({ amount: null, serialNumber: '' })) }}
          noValidate
          onSubmit={(values: Record<string, unknown>) => sendRef.current?.(values as unknown as AddStockValues)}
        >
          <AddStockFields warehouse={warehouse} products={products} sendRef={sendRef} />
        </Form>
      ) : (
        <Alert severity="info">{translate('warehouses.addStock.noProducts')}</Alert>
      )}
    </Box>
  );
};
