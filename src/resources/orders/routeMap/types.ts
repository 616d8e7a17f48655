// Props of the route map dialog of the action panel, shared by the lazy wrapper.
export interface RouteMapDialogProps {
  orderId: number;
  open: boolean;
  onClose(): void;
}
