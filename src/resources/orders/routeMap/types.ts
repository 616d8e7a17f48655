// Props of the route map dialog (spec orders §2 Action panel dialogs: Route map), shared by the lazy wrapper.
export interface RouteMapDialogProps {
  orderId: number;
  open: boolean;
  onClose(): void;
}
