import { describe, expect, it } from 'vitest';
import type { AdminActivity } from './schemas';
import { activitySummary } from './summary';

const base: AdminActivity = {
  _id: 'a1',
  activityType: 'search',
  timestamp: '2026-06-05T10:00:00.000Z',
  userId: null,
  anonymousId: 'anon-1',
  userInfo: null,
  deviceInfo: { deviceType: 'mobile', browser: null, os: null },
};

describe('activitySummary', () => {
  it('says what a visitor did, and who when known', () => {
    expect(activitySummary({ ...base, searchData: { from: 'Kolkata', to: 'Darjeeling' } })).toBe(
      'Search: Kolkata → Darjeeling',
    );
    expect(
      activitySummary({
        ...base,
        activityType: 'form_submission',
        formData: { formType: 'promotional_popup', name: 'Asha Roy' },
      }),
    ).toBe('Form: promotional popup (Asha Roy)');
    expect(
      activitySummary({
        ...base,
        activityType: 'user_login',
        userInfo: { name: 'Rohan Das', phone: '9830012345' },
      }),
    ).toBe('Login (Rohan Das)');
  });
});
