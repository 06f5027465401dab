import { isAppError } from '@trip/shared/errors/app-error';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's per-field messages on the form's fields. Gives back the message for the
 * alert above the form, or undefined when the fields already say it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  message: string | undefined,
): string | undefined {
  if (!isAppError(error) || !error.fieldErrors) return message;
  const shown: string[] = [];
  for (const [field, fieldMessage] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field as Path<T>)) continue;
    setError(field as Path<T>, { type: 'server', message: fieldMessage }, { shouldFocus: true });
    shown.push(fieldMessage);
  }
  return message !== undefined && shown.includes(message) ? undefined : message;
}
