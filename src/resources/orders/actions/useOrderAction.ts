// A call of the order actions from a component: a mutation that shows the operation's success or error toast (5000 ms)
// and refreshes the list and the expanded details after success.
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { TOAST_MS } from '../../../../domain/constants.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import type { OrderActionsApi } from '../../../dataProvider/orderActions.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { actionErrorMessage, actionSuccessMessage, type ActionOperation } from './actionErrors.ts';

export interface OrderActionOptions {
  /** After the success toast and the refresh (e.g. close the dialog, reset the form). */
  onSuccess?: () => void;
}

export const useOrderAction = <TVariables>(
  operation: ActionOperation,
  call: (api: OrderActionsApi, variables: TVariables) => Promise<unknown>,
  { onSuccess }: OrderActionOptions = {},
) => {
  const api = useAppApi('orderActions');
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (variables: TVariables) => call(api, variables),
    onSuccess: () => {
      notify(actionSuccessMessage(operation), { type: 'success', autoHideDuration: TOAST_MS });
      // Every query goes stale: the list and the expanded row's details refetch.
      refresh();
      onSuccess?.();
    },
    onError: (error: unknown) => {
      // A 401 has logged out with the restricted-area message (useAppApi → checkError); nothing more to say.
      if (isApiError(error, 401)) return;
      notify(actionErrorMessage(operation, error), { type: 'error', autoHideDuration: TOAST_MS });
    },
  });
};
