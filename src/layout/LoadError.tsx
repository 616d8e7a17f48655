// Something could not be loaded: what, the generic "try again later", and a refresh control (busy while the refresh
// runs). One piece for lists, pages and the sections of a page.
import { Alert, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { retryWhileServerAway } from '../dataProvider/retryPolicy.ts';

export interface LoadErrorProps {
  messageKey: string;
  onRefresh(): void;
  /** A refresh is running: the button waits (and says so to screen readers). */
  refreshing?: boolean;
  /** The button's label (default "Refresh"), e.g. a public page's "Try again". */
  refreshKey?: string;
  /** Whether the generic "try again later" sentence follows the message (off where the message says what to do). */
  generic?: boolean;
  sx?: SxProps<Theme>;
}

export const LoadError = ({
  messageKey,
  onRefresh,
  refreshing = false,
  refreshKey = 'errors.refresh',
  generic = true,
  sx = { m: 2 },
}: LoadErrorProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing}
          startIcon={refreshing ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {translate(refreshKey)}
        </Button>
      }
    >
      {translate(messageKey)}
      {generic && ` ${translate('errors.generic')}`}
    </Alert>
  );
};

/**
 * The query options of a react-admin list that shows ListLoadError: no toast (the list shows its error state), and a
 * wait for a server away (react-admin's list gives up at the first failure): the rows on screen, or the loading state,
 * stay while it retries, and the error state comes only if the server does not come back.
 */
export const LIST_QUERY_OPTIONS = { onError: () => undefined, retry: retryWhileServerAway };

/** A react-admin list's error state: refreshes the list. */
export const ListLoadError = ({ messageKey }: { messageKey: string }) => {
  const { refetch, isFetching } = useListContext();
  return <LoadError messageKey={messageKey} onRefresh={() => void refetch()} refreshing={isFetching} />;
};
