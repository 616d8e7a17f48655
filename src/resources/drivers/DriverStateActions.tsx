// The actions a driver's state allows, for a user who may manage drivers (drivers.canWrite, as the server checks):
// Block (a dialog asks the reason), Unblock, Deactivate, Activate. Each answer replaces the driver shown and the lists
// refetch; a refusal (a driver carrying an order, a state changed meanwhile) shows the server's message.
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonIcon from '@mui/icons-material/Person';
import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DRIVER_BLOCK_REASON_MAX, blockDriverSchema, type DriverDetails } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { CharacterCount, textLength } from '../../forms/LimitedTextInput.tsx';
import { useCan } from '../../authProvider/useAccess.ts';

export const useCanManageDrivers = () => useCan('drivers', 'edit');

type Action = 'block' | 'unblock' | 'deactivate' | 'activate';

/** After a change: the shown driver takes the answer, the lists refetch. */
const useDriverChange = (driver: DriverDetails) => {
  const api = useAppApi('drivers');
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: Action; reason?: string }) =>
      action === 'block' ? api.block(driver.id, reason ?? '') : api[action](driver.id),
    onSuccess: (changed, { action }) => {
      queryClient.setQueryData([DRIVERS_RESOURCE, 'getOne', { id: String(driver.id), meta: undefined }], changed);
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_RESOURCE] });
      notify(`drivers.actions.done.${action}`, { type: 'success' });
    },
    onError: (error) => {
      console.error('Changing the driver failed', error);
      notify(serverErrorMessage(error), { type: 'error' });
    },
  });
};

const BlockDialog = ({
  open,
  onClose,
  onBlock,
  pending,
}: {
  open: boolean;
  onClose(): void;
  onBlock(reason: string): void;
  pending: boolean;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = blockDriverSchema.shape.reason.safeParse(reason);
  // Past the maximum the message shows at once (nothing is cut), otherwise once the field was left.
  const length = textLength(reason);
  const error =
    (touched || length > DRIVER_BLOCK_REASON_MAX) && !parsed.success
      ? translate(parsed.error.issues[0]!.message, { max: DRIVER_BLOCK_REASON_MAX })
      : undefined;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      onClose={close}
      maxWidth="sm"
      titleId="block-driver-title"
      title={translate('drivers.actions.blockTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (parsed.success) onBlock(parsed.data);
        }}
      >
        <DialogBody
          dividers={false}
          actions={
            <>
              <CloseButton label="ra.action.cancel" onClick={close} />
              <SubmitButton pending={pending} color="error" startIcon={<BlockIcon />}>
                {translate('drivers.actions.block')}
              </SubmitButton>
            </>
          }
        >
          <DialogContentText sx={{ mb: 2 }}>{translate('drivers.actions.blockHint')}</DialogContentText>
          <TextField
            label={translate('drivers.actions.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={!!error}
            helperText={error ?? <CharacterCount length={length} max={DRIVER_BLOCK_REASON_MAX} />}
          />
        </DialogBody>
      </form>
    </DialogFrame>
  );
};

export const DriverStateActions = ({ driver }: { driver: DriverDetails }) => {
  const translate = useTranslate();
  const canManage = useCanManageDrivers();
  const change = useDriverChange(driver);
  const [blocking, setBlocking] = useState(false);
  if (!canManage) return null;
  const run = (action: Action, reason?: string) =>
    change.mutate({ action, reason }, { onSuccess: () => setBlocking(false) });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {driver.blocked ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<LockOpenIcon />}
          disabled={change.isPending}
          onClick={() => run('unblock')}
        >
          {translate('drivers.actions.unblock')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<BlockIcon />}
          disabled={change.isPending}
          onClick={() => setBlocking(true)}
          aria-haspopup="dialog"
        >
          {translate('drivers.actions.block')}
        </Button>
      )}
      {driver.active ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PersonOffIcon />}
          disabled={change.isPending}
          onClick={() => run('deactivate')}
        >
          {translate('drivers.actions.deactivate')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PersonIcon />}
          disabled={change.isPending}
          onClick={() => run('activate')}
        >
          {translate('drivers.actions.activate')}
        </Button>
      )}
      <BlockDialog
        open={blocking}
        onClose={() => setBlocking(false)}
        onBlock={(reason) => run('block', reason)}
        pending={change.isPending}
      />
    </Stack>
  );
};
