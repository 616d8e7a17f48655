// One titled block of the order form, and the message of a group (a list or a set of fields) under it.
import { FormHelperText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { ValidationError, type ValidationErrorMessage } from 'react-admin';

export const FormSection = ({
  title,
  action,
  children,
  id,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) => (
  <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, minHeight: 36 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Paper>
);

const errorAt = (errors: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      errors,
    );

/** The error of a group path (e.g. products.root), translated (or the given text instead), or nothing. */
export const GroupError = ({ path, text }: { path: string; text?: string }) => {
  const { errors } = useFormState();
  const error = errorAt(errors, path) as { message?: ValidationErrorMessage } | undefined;
  if (!error?.message) return null;
  return (
    <FormHelperText error role="alert">
      {text ?? <ValidationError error={error.message} />}
    </FormHelperText>
  );
};
