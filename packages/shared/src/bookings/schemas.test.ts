import { describe, expect, it } from 'vitest';
import { bookingMessages } from './constants';
import { createBookingRequestSchema } from './schemas';

const request = {
  packageId: 'abc',
  fullName: 'Asha',
  phone: '98765 43210',
  travelers: '2',
  preferredDate: '2025-06-01',
};

describe('booking request schema', () => {
  it('judges the date against the today it is given', () => {
    const onFirst = createBookingRequestSchema(() => '2025-06-01');
    const onSecond = createBookingRequestSchema(() => '2025-06-02');
    expect(onFirst.safeParse(request).success).toBe(true);
    const late = onSecond.safeParse(request);
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe(bookingMessages.preferredDateInPast);
  });

  it('hands on digits, numbers and defaults, and drops the title and price sent', () => {
    const parsed = createBookingRequestSchema(() => '2025-06-01').parse({
      ...request,
      packageTitle: 'Cheap',
      packagePrice: 1,
    });
    expect(parsed).toEqual({
      itemType: 'package',
      packageId: 'abc',
      packageSlug: undefined,
      fullName: 'Asha',
      phone: '9876543210',
      email: undefined,
      travelers: 2,
      preferredDate: '2025-06-01',
      specialRequests: '',
    });
  });
});
