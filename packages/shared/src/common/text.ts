import { z } from 'zod';

/** C0 control characters and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** In one-line values (search terms, slugs, ids) no control character at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;

export const textMessages = {
  controlCharacters: 'Text cannot contain control characters (such as a NUL byte)',
} as const;

/** True when the value holds a character no text field accepts (`line`: not even newlines). */
export function hasControlCharacters(value: string, line = false): boolean {
  return (line ? CONTROL_IN_LINE : CONTROL_IN_TEXT).test(value);
}

/**
 * Free text as every input schema takes it: trimmed, and refused (400 with
 * `textMessages.controlCharacters`) when it holds a NUL or another control character.
 * Tabs and newlines pass, for notes and descriptions.
 */
export function cleanText(params?: { error?: string }) {
  return z
    .string(params)
    .trim()
    .refine((value) => !hasControlCharacters(value), textMessages.controlCharacters);
}
