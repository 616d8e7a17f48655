// The one text rule every string a schema reads goes through: a maximum length that fits the column and its indexes,
// no NUL character (PostgreSQL text cannot hold one) and no unpaired UTF-16 surrogate (it has no UTF-8 form, so the
// database would refuse or alter it). Forms and the server share it, so both refuse the same texts with the same
// messages (i18n keys, validation.*).
// First: zod's jitless setting in the browser, before any schema is built (see zodConfig.ts).
import './zodConfig.ts';
import { z } from 'zod';

export const textMsg = {
  required: 'validation.required',
  maxLength: 'validation.maxLength',
  invalidCharacters: 'validation.invalidCharacters',
} as const;

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The longest password any form takes: argon2 hashes any length, but nobody types more and every byte costs. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. One pass without
 * nested repetition, so a text of megabytes is scanned in linear time.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this rule looks for
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored as it is: no NUL, every surrogate paired. */
export const isStorableText = (value: string): boolean => !FORBIDDEN_CHARACTER.test(value);

export interface TextOptions {
  /** Trim white space at both ends before the length is checked (default); passwords keep theirs. */
  trim?: boolean;
  /** The message when the value is missing or not a string (default validation.required). */
  error?: string;
  /** The message when the text is too long (default validation.maxLength with its max). */
  tooLong?: string;
}

/**
 * A string of at most `max` characters (after trimming, unless `trim: false`) without NUL or unpaired surrogates.
 * Chain `.min()`, `.regex()`, `.optional()`… on it as on any zod string.
 */
export const text = (max: number, options: TextOptions = {}) => {
  const base = z.string({ error: options.error ?? textMsg.required });
  return (options.trim === false ? base : base.trim())
    .max(max, (options.tooLong ? { error: options.tooLong } : { error: textMsg.maxLength, params: { max } }) as never)
    .refine(isStorableText, { error: textMsg.invalidCharacters });
};

/** A password as typed: not trimmed, at most PASSWORD_MAX_LENGTH characters, no NUL or unpaired surrogate. */
export const passwordText = (options: Omit<TextOptions, 'trim'> = {}) =>
  text(PASSWORD_MAX_LENGTH, { ...options, trim: false });

/**
 * A required e-mail address: trimmed, at most EMAIL_MAX_LENGTH characters, of a valid form (zod's e-mail pattern).
 * An empty one gets "required" alone; no check aborts, so a form's cross-field rules (a password and its
 * confirmation) still speak while the e-mail is empty.
 */
export const emailText = () =>
  text(EMAIL_MAX_LENGTH)
    .min(1, { error: textMsg.required })
    .refine((value) => value === '' || z.regexes.email.test(value), { error: 'validation.email' });
