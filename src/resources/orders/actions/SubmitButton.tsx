// The submit button of an action form (or any action button): disabled with a spinner while the call is pending.
import { Button, CircularProgress, type ButtonProps } from '@mui/material';

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
