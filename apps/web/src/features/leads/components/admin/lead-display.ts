import type { LeadStatus } from '@trip/shared/leads/constants';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  lost: 'Lost',
};

export const LEAD_STATUS_COLOURS: Record<LeadStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  converted: 'success',
  lost: 'default',
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
