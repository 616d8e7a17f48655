// The shell's calm "reconnecting" state: while the server has been unreachable for a moment (the connection monitor's
// outage: a database failover, a deploy), one line under the app bar says so and that the page will catch up by itself.
// Not a dialog and not over the page: it takes its own room above the content, so the rows stay where they can be read
// and forms keep their input. The queries keep retrying meanwhile (their data or their loading state stays on screen);
// when the server answers again the line goes and the providers refetch what is on screen. While on screen, the shell
// runs the monitor's timers (its delay, its probes). It is in the first load on purpose, not a lazy chunk: a chunk
// fetched while the server is away might not come.
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import { Alert, Box } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';

const noSubscription = () => () => undefined;
const noOutage = () => false;

export const ConnectionBanner = () => {
  const translate = useTranslate();
  const connection = useConnectionMonitor();
  useEffect(() => connection?.start(), [connection]);
  const outage = useSyncExternalStore(connection?.subscribe ?? noSubscription, connection?.isOutage ?? noOutage);
  // The live region is there before its message, so that screen readers announce the message when it comes.
  return (
    <Box aria-live="polite">
      {outage ? (
        <Alert
          severity="info"
          role="status"
          aria-live="polite"
          icon={<CloudSyncOutlinedIcon fontSize="inherit" />}
          sx={{ borderRadius: 0, py: 0.25 }}
        >
          {translate('app.reconnecting')}
        </Alert>
      ) : null}
    </Box>
  );
};
