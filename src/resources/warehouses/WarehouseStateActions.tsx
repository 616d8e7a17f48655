// The state action of a warehouse, for a user who may manage warehouses (warehouse.canWrite, as the server checks):
// Deactivate (only an empty warehouse: a non-empty one says what it still holds) or Activate, each after a
// confirmation. The answer replaces the warehouse shown and the lists refetch; a refusal shows the server's message.
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, DialogContentText } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { WarehouseDetails } from '../../../domain/warehouseSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ConfirmDialog } from '../../forms/FormDialog.tsx';
import { useCan } from '../../authProvider/useAccess.ts';

export const useCanManageWarehouses = () => useCan('warehouses', 'edit');

type Action = 'deactivate' | 'activate';

export const WarehouseStateActions = ({ warehouse }: { warehouse: WarehouseDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('warehouses');
  const queryClient = useQueryClient();
  const canManage = useCanManageWarehouses();
  const [confirming, setConfirming] = useState(false);
  const action: Action = warehouse.active ? 'deactivate' : 'activate';
  const change = useMutation({
    mutationFn: () => api[action](warehouse.id),
    onSuccess: (changed) => {
      queryClient.setQueryData([WAREHOUSES_RESOURCE, 'getOne', { id: String(warehouse.id), meta: undefined }], changed);
      void queryClient.invalidateQueries({ queryKey: [WAREHOUSES_RESOURCE] });
      void queryClient.invalidateQueries({ queryKey: ['stock', 'warehouseOptions'] });
      notify(`warehouses.actions.done.${action}`, { type: 'success' });
      setConfirming(false);
    },
    onError: (error) => {
      console.error('Changing the warehouse failed', error);
      notify(serverErrorMessage(error), { type: 'error' });
      setConfirming(false);
    },
  });
  if (!canManage) return null;
  const blocked = action === 'deactivate' && warehouse.totalStockCount > 0;
  const titleId = `warehouse-${action}-title`;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={action === 'deactivate' ? 'error' : 'primary'}
        startIcon={<PowerSettingsNewIcon />}
        disabled={change.isPending}
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
      >
        {translate(`warehouses.actions.${action}`)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        titleId={titleId}
        title={translate(`warehouses.actions.${action}Title`, { owner: warehouse.owner })}
        content={
          <>
            <DialogContentText>{translate(`warehouses.actions.${action}Hint`)}</DialogContentText>
            {blocked ? (
              <DialogContentText color="error" sx={{ mt: 1 }} role="alert">
                {translate('warehouses.actions.notEmpty', { smart_count: warehouse.totalStockCount })}
              </DialogContentText>
            ) : null}
          </>
        }
        confirmLabel={`warehouses.actions.${action}`}
        confirmColor={action === 'deactivate' ? 'error' : 'primary'}
        pending={change.isPending}
        disabled={blocked}
        onConfirm={() => change.mutate()}
      />
    </>
  );
};
