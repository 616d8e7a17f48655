import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The list could not be loaded: the generic message with a refresh control. */
export const OrderListError = () => {
  const translate = useTranslate();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('errors.refresh')}
        </Button>
      }
    >
      {translate('orders.list.error')} {translate('errors.generic')}
    </Alert>
  );
};
