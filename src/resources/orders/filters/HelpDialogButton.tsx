// An icon button of the list's toolbar that opens a dialog explaining something (the keyboard shortcuts, the row
// colours): the tooltip and the dialog carry the same title; the caller holds `open` (a shortcut may open it too).
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { CloseButton, DialogBody, DialogFrame } from '../../../forms/FormDialog.tsx';

export const HelpDialogButton = ({
  title,
  icon,
  open,
  onOpenChange,
  children,
}: {
  title: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) => (
  <>
    <Tooltip title={title}>
      <IconButton size="small" onClick={() => onOpenChange(true)} aria-label={title} aria-haspopup="dialog">
        {icon}
      </IconButton>
    </Tooltip>
    <DialogFrame open={open} onClose={() => onOpenChange(false)} title={title}>
      <DialogBody
        dividers={false}
        actions={<CloseButton label="ra.action.close" onClick={() => onOpenChange(false)} />}
      >
        {children}
      </DialogBody>
    </DialogFrame>
  </>
);
