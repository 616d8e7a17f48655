// The forms kit's dialogs, one pattern for every dialog of the console: DialogFrame (a MUI Dialog named by its title
// through aria-labelledby), DialogBody (the scrolling content and the footer's buttons), CloseButton (the footer's
// cancel or close), DialogForm (a react-admin Form as the body: the fields in the content, cancel and the kit's submit
// in the footer; validate / resolver check as you type, the onSubmit's answer puts the server's field errors under the
// fields), FormDialog (the frame with that form) and ConfirmDialog (a question, cancel and a confirm that is busy
// while its call runs).
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
  type DialogProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, useTranslate, type FormProps } from 'react-admin';
import { FormSubmitButton, SubmitButton } from './SubmitButton.tsx';

/** A form sits between the paper and the content: it passes the height on, so the content scrolls, not the title. */
const FORM_PAPER_SX = { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } };

export interface DialogFrameProps extends Omit<DialogProps, 'open' | 'title' | 'onClose'> {
  /** Open unless said otherwise (a dialog mounted while open). */
  open?: boolean;
  /** Escape and a click outside; undefined: the dialog stays until a button closes it. */
  onClose?: () => void;
  title: ReactNode;
  /** The title's id (the dialog's accessible name); a generated one by default. */
  titleId?: string;
  /** The paper's own styles, beside the form's. */
  paperSx?: SxProps<Theme>;
}

export const DialogFrame = ({
  open = true,
  onClose,
  title,
  titleId,
  paperSx,
  maxWidth = 'xs',
  fullWidth = true,
  children,
  ...rest
}: DialogFrameProps) => {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth={fullWidth}
      aria-labelledby={id}
      slotProps={{ paper: { sx: [FORM_PAPER_SX, ...(Array.isArray(paperSx) ? paperSx : [paperSx])] } }}
      {...rest}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};

export interface DialogBodyProps {
  children: ReactNode;
  /** The footer's buttons, cancel or close first. */
  actions: ReactNode;
  /** Lines above and below the content (default); false for a short question. */
  dividers?: boolean;
}

export const DialogBody = ({ children, actions, dividers = true }: DialogBodyProps) => (
  <>
    <DialogContent dividers={dividers}>{children}</DialogContent>
    <DialogActions>{actions}</DialogActions>
  </>
);

/** The footer's cancel or close: a text button with its message key. */
export const CloseButton = ({ label, ...rest }: { label: string } & Omit<ButtonProps, 'children'>) => {
  const translate = useTranslate();
  return <Button {...rest}>{translate(label)}</Button>;
};

export interface DialogFormProps<V extends object> {
  /** The values the form starts from. */
  record?: Partial<V>;
  defaultValues?: Partial<V>;
  validate?: FormProps['validate'];
  resolver?: FormProps['resolver'];
  /** The save: undefined on success, the errors to show under the fields (server field errors) otherwise. */
  onSubmit(values: V): Promise<object | undefined | void> | object | undefined | void;
  onCancel(): void;
  /** Message key of the cancel button. */
  cancelLabel: string;
  /** Message key of the kit's submit button; `submit` replaces that button (a label that follows the values). */
  submitLabel?: string;
  submitProps?: Omit<ButtonProps, 'type' | 'children'>;
  submit?: ReactNode;
  dividers?: boolean;
  /** The fields (and anything above them), in the scrolling content. */
  children: ReactNode;
}

export const DialogForm = <V extends object>({
  record,
  defaultValues,
  validate,
  resolver,
  onSubmit,
  onCancel,
  cancelLabel,
  submitLabel,
  submitProps,
  submit,
  dividers = true,
  children,
}: DialogFormProps<V>) => {
  const translate = useTranslate();
  return (
    <Form
      record={record}
      defaultValues={defaultValues}
      validate={validate}
      resolver={resolver}
      onSubmit={(values: object) => onSubmit(values as V) as never}
      noValidate
    >
      <DialogBody
        dividers={dividers}
        actions={
          <>
            <CloseButton label={cancelLabel} onClick={onCancel} />
            {submit ?? (
              <FormSubmitButton {...submitProps}>{submitLabel ? translate(submitLabel) : null}</FormSubmitButton>
            )}
          </>
        }
      >
        {children}
      </DialogBody>
    </Form>
  );
};

export type FormDialogProps<V extends object> = Pick<
  DialogFrameProps,
  'open' | 'title' | 'titleId' | 'maxWidth' | 'paperSx'
> &
  Omit<DialogFormProps<V>, 'onCancel'> & { onClose(): void };

/** The frame with one form: cancel closes it. */
export const FormDialog = <V extends object>({
  open,
  onClose,
  title,
  titleId,
  maxWidth,
  paperSx,
  ...form
}: FormDialogProps<V>) => (
  <DialogFrame open={open} onClose={onClose} title={title} titleId={titleId} maxWidth={maxWidth} paperSx={paperSx}>
    <DialogForm<V> {...form} onCancel={onClose} />
  </DialogFrame>
);

export interface ConfirmDialogProps extends Omit<DialogFrameProps, 'children' | 'onClose' | 'content'> {
  onClose(): void;
  /** The question: a text, or more (a warning under it). */
  content: ReactNode;
  onConfirm(): void;
  /** Message keys of the buttons. */
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: ButtonProps['color'];
  confirmIcon?: ReactNode;
  /** The confirmed call is running: the confirm is busy. */
  pending?: boolean;
  /** The confirm cannot be given (the warning says why). */
  disabled?: boolean;
}

/** A confirmation: the question, cancel, and the confirm (busy while its call runs). */
export const ConfirmDialog = ({
  onClose,
  content,
  onConfirm,
  confirmLabel,
  cancelLabel = 'ra.action.cancel',
  confirmColor = 'primary',
  confirmIcon,
  pending = false,
  disabled = false,
  maxWidth = 'sm',
  ...frame
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <DialogFrame onClose={onClose} maxWidth={maxWidth} {...frame}>
      <DialogBody
        dividers={false}
        actions={
          <>
            <CloseButton label={cancelLabel} onClick={onClose} />
            <SubmitButton
              type="button"
              pending={pending}
              disabled={disabled}
              color={confirmColor}
              startIcon={confirmIcon}
              onClick={onConfirm}
            >
              {translate(confirmLabel)}
            </SubmitButton>
          </>
        }
      >
        {typeof content === 'string' ? <DialogContentText>{content}</DialogContentText> : content}
      </DialogBody>
    </DialogFrame>
  );
};
