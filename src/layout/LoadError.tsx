// Something could not be loaded: what, the generic "try again later", and a refresh control. One piece for lists and
// pages.
import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export const LoadError = ({ messageKey, onRefresh }: { messageKey: string; onRefresh(): void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRefresh}>
          {translate('errors.refresh')}
        </Button>
      }
    >
      {translate(messageKey)} {translate('errors.generic')}
    </Alert>
  );
};

/** A react-admin list's error state: refreshes the list. */
export const ListLoadError = ({ messageKey }: { messageKey: string }) => {
  const { refetch } = useListContext();
  return <LoadError messageKey={messageKey} onRefresh={() => void refetch()} />;
};
