// The frame of every action dialog: a title naming the order, the content, and a close button. A dialog whose content
// is one form puts its submit button in the footer (`actions`, a button with `form={formId}`), always in view however
// long the form.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ActionDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Buttons of the footer, before Close. */
  actions?: ReactNode;
}

export const ActionDialog = ({ open, onClose, title, children, maxWidth = 'sm', actions }: ActionDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('orderActions.common.close')}</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
};
