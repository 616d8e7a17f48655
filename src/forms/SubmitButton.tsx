// The forms kit's submit buttons: disabled with a spinner while the call is pending. SubmitButton takes the pending
// state from its caller (a mutation's isPending); FormSubmitButton reads it from the react-hook-form it sits in.
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const SubmitButton = ({
  pending,
  children,
  disabled,
  startIcon,
  type = 'submit',
  ...rest
}: { pending: boolean } & ButtonProps) => (
  <Button
    variant="contained"
    {...rest}
    type={type}
    disabled={pending || disabled}
    startIcon={pending ? <CircularProgress size={18} color="inherit" /> : startIcon}
  >
    {children}
  </Button>
);

/** The submit of a react-hook-form (react-admin's Form included): busy while the form's onSubmit runs. */
export const FormSubmitButton = (props: Omit<ButtonProps, 'type'>) => {
  const { isSubmitting } = useFormState();
  return <SubmitButton pending={isSubmitting} {...props} />;
};

/** A form submit's text that says when the form is busy ("Save" / "Saving…"): two message keys. */
export const FormSubmitText = ({ idle, busy }: { idle: string; busy: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return <>{translate(isSubmitting ? busy : idle)}</>;
};
