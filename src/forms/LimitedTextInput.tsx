// The forms kit's text input with a maximum length, for every form: the maximum is in view and nothing is cut. The
// helper text ends with a counter ("37/100", red past the maximum) beside the input's own helper text, the browser's
// maxLength is not set (it cut pasted or typed text silently), and text past the maximum is checked at once: the
// form's validation (the shared schema's text rule, validation.maxLength with its max) puts its message under the
// field while the text is too long, and takes it away once it fits.
//
// Use it instead of react-admin's TextInput wherever a field has a maximum, with the schema's constant:
//   <LimitedTextInput source="firstName" label="drivers.fields.firstName" maxLength={DRIVER_NAME_MAX} isRequired />
// Every other TextInput prop passes through (helperText as a message key or an element, slotProps, multiline…); do
// not give slotProps.htmlInput.maxLength. `trim` (default true) counts as the text rule does: without white space at
// both ends (false for a field the schema does not trim, such as a password).
import { Box } from '@mui/material';
import { isValidElement, useEffect, useRef, type ReactNode } from 'react';
import { TextInput, useTranslate, useWrappedSource, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

export interface LimitedTextInputProps extends TextInputProps {
  /** The most characters the field takes (the shared schema's maximum of the field). */
  maxLength: number;
  /** Count without white space at both ends, as the schema's text rule does (default true). */
  trim?: boolean;
}

/** The length the text rule checks: the text's, without white space at both ends unless `trim` is false. */
export const textLength = (value: unknown, trim = true): number =>
  typeof value === 'string' ? (trim ? value.trim() : value).length : 0;

/** "37/100": the characters typed of the maximum, in the error colour past it. */
export const CharacterCount = ({ length, max }: { length: number; max: number }) => {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      data-character-count={`${length}/${max}`}
      sx={{ ml: 'auto', flexShrink: 0, color: length > max ? 'error.main' : undefined }}
    >
      {translate('validation.characterCount', { count: length, max })}
    </Box>
  );
};

/** The input's own helper text (a message key or an element) with the counter at its end. */
const HelperWithCount = ({ helperText, count }: { helperText: ReactNode; count: ReactNode }) => {
  const translate = useTranslate();
  const own = typeof helperText === 'string' && helperText ? translate(helperText, { _: helperText }) : helperText;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      {own && (typeof own === 'string' || isValidElement(own)) ? <span>{own}</span> : null}
      {count}
    </Box>
  );
};

/**
 * The field's length against its maximum: the length, and a check of the field by the form's validation whenever the
 * text is past the maximum, and once more when it comes back within it (the message goes).
 */
export const useTextLimit = (source: string, maxLength: number, trim = true) => {
  const name = useWrappedSource(source);
  const length = textLength(useWatch({ name }), trim);
  const { trigger } = useFormContext();
  const over = length > maxLength;
  const wasOver = useRef(false);
  useEffect(() => {
    if (over || wasOver.current) void trigger(name);
    wasOver.current = over;
  }, [over, length, name, trigger]);
  return { length, over };
};

/** react-admin's TextInput with its maximum in view (a counter in the helper text) and no silent cut. */
export const LimitedTextInput = ({ maxLength, trim = true, helperText, ...props }: LimitedTextInputProps) => {
  const { length } = useTextLimit(props.source, maxLength, trim);
  const count = <CharacterCount length={length} max={maxLength} />;
  return (
    <TextInput
      {...props}
      helperText={helperText === false ? count : <HelperWithCount helperText={helperText} count={count} />}
    />
  );
};
