import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * One phone, one identity: a number as typed (or as the shared schema's digits) in E.164,
 * India by default. `+91 98765 43210`, `919876543210`, `09876543210` and `9876543210` are
 * all `+919876543210`. A number no region recognises keeps its digits behind a `+`.
 */
export function toE164(input: string): string {
  const digits = input.replace(/\D/g, '');
  const typed = input.trim().startsWith('+') ? `+${digits}` : digits;
  const candidates = typed.startsWith('+') ? [typed] : [typed, `+${digits}`];
  for (const candidate of candidates) {
    const parsed = parsePhoneNumberFromString(candidate, 'IN');
    if (parsed?.isValid()) return parsed.number;
  }
  return digits.length === 10 ? `+91${digits}` : `+${digits}`;
}
