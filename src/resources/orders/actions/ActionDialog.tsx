// The frame of every action dialog: a title naming the order, the content, and a close button. A dialog whose content
// is one form puts its submit button in the footer (`actions`, a button with `form={formId}`), always in view however
// long the form. ActionForm is the form of an action: it starts empty with its defaults, checks as you type, sends
// the action and puts the server's field errors of a refusal under the fields. A dialog with fields opens with the
// focus in its first one (`autoFocus` on that input: MUI's focus trap keeps a focus already inside the dialog).
import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import type { OrderDetails } from '../../../../domain/api.ts';
import { CloseButton, DialogBody, DialogFrame, type DialogFrameProps } from '../../../forms/FormDialog.tsx';
import { serverFieldErrors, topLevelField } from '../../../forms/formErrors.ts';

/** What every order action dialog is given: the order, whether it is open, and how it closes. */
export interface OrderActionDialogProps {
  order: OrderDetails;
  open: boolean;
  onClose(): void;
}

/** An action dialog whose form only a user with write access (orders scope) sees. */
export type WritableActionDialogProps = OrderActionDialogProps & { canWrite: boolean };

export interface ActionDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  maxWidth?: DialogFrameProps['maxWidth'];
  /** Buttons of the footer, after Close. */
  actions?: ReactNode;
}

export const ActionDialog = ({ open, onClose, title, children, maxWidth = 'sm', actions }: ActionDialogProps) => (
  <DialogFrame open={open} onClose={onClose} title={title} maxWidth={maxWidth}>
    <DialogBody
      actions={
        <>
          <CloseButton label="orderActions.common.close" onClick={onClose} />
          {actions}
        </>
      }
    >
      {children}
    </DialogBody>
  </DialogFrame>
);

const EMPTY_RECORD = {};

export interface ActionFormProps<V extends object> {
  /** The id a footer's submit names (`form={id}`). */
  id?: string;
  defaultValues: V;
  validate: (values: V) => object;
  /** The action's call (a mutation's mutateAsync): a refusal's field errors go under the fields. */
  send(values: V): Promise<unknown>;
  children: ReactNode;
}

export const ActionForm = <V extends object>({ id, defaultValues, validate, send, children }: ActionFormProps<V>) => {
  const submit = async (values: V) => {
    try {
      await send(values);
      return undefined;
    } catch (error) {
      return serverFieldErrors(error, topLevelField()) ?? {};
    }
  };
  return (
    <Form
      id={id}
      record={EMPTY_RECORD}
      defaultValues={defaultValues as FormProps['defaultValues']}
      validate={validate as FormProps['validate']}
      onSubmit={(values: object) => submit(values as V)}
      noValidate
    >
      {children}
    </Form>
  );
};
