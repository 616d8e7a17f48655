// The forms kit's value helpers: how a form's raw input becomes a request body's field.

/** The text, or undefined when blank (an optional field left empty is not sent). */
export const optionalText = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value : undefined;
