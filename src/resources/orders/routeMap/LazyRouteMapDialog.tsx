// The route map dialog in its own chunk (Leaflet stays out of the initial bundle). The chunk loads the first time
// the dialog opens (or on preloadRouteMap(), e.g. when the action button is hovered) and then stays mounted, so the
// dialog closes with its transition.
import { CircularProgress, Dialog, DialogContent } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { ROUTE_DIALOG_WIDTH } from '../../../../domain/constants.ts';
import type { RouteMapDialogProps } from './types.ts';

const loadRouteMapDialog = () => import('./RouteMapDialog.tsx');
const RouteMapDialog = lazy(() => loadRouteMapDialog().then((module) => ({ default: module.RouteMapDialog })));

/** Starts loading the dialog's chunk ahead of the first click. */
export const preloadRouteMap = () => {
  void loadRouteMapDialog();
};

const LoadingDialog = ({ open, onClose }: Pick<RouteMapDialogProps, 'open' | 'onClose'>) => (
  <Dialog
    open={open}
    onClose={onClose}
    maxWidth={false}
    slotProps={{ paper: { sx: { width: ROUTE_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
  >
    <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </DialogContent>
  </Dialog>
);

export const LazyRouteMapDialog = (props: RouteMapDialogProps) => {
  const [requested, setRequested] = useState(props.open);
  if (props.open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={<LoadingDialog open={props.open} onClose={props.onClose} />}>
      <RouteMapDialog {...props} />
    </Suspense>
  );
};
