import type { LeadStatus } from '@trip/shared/leads/constants';
import { tones, type Tone } from '../../../../config/theme-tokens';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

/** Text colours keep at least 4.5:1 against their tint. */
export const LEAD_STATUS_COLOURS: Record<LeadStatus, Tone> = {
  new: tones.info,
  contacted: tones.warning,
  converted: tones.success,
  lost: tones.neutral,
};

/**
 * The number as a WhatsApp link wants it: country code and digits. Indian numbers are stored
 * as ten digits (or with 91 in front); anything longer already carries its country code.
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}
