import { z } from 'zod';

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;

export const phoneMessages = {
  required: 'Phone number is required',
  tooShort: `Phone number must be at least ${PHONE_MIN_DIGITS} digits`,
  tooLong: `Phone number cannot exceed ${PHONE_MAX_DIGITS} digits`,
  invalid: 'Please enter a valid phone number',
} as const;

/** Only digits count: "+91 98765-43210" is 919876543210. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A phone as typed, checked on its digits and handed on as digits only. */
export const phoneSchema = z
  .string({ error: phoneMessages.required })
  .transform(phoneDigits)
  .pipe(
    z
      .string()
      .min(1, phoneMessages.required)
      .min(PHONE_MIN_DIGITS, phoneMessages.tooShort)
      .max(PHONE_MAX_DIGITS, phoneMessages.tooLong),
  );

/** For logs: keeps the last two digits only. */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value);
  return digits.length <= 2 ? '**' : `${'*'.repeat(digits.length - 2)}${digits.slice(-2)}`;
}
