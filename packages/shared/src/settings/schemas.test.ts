import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, DEFAULT_SITE_SETTINGS } from './constants';
import { settingsMessages, settingsSchema, settingsUpdateSchema } from './schemas';

function firstIssue(input: unknown): [string, string] | undefined {
  const issue = settingsUpdateSchema.safeParse(input).error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : undefined;
}

describe('the default settings', () => {
  it('hold the demo offer, the agency’s contact and the admin spec’s defaults, and pass the schema', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SITE_SETTINGS).toEqual({
      offer: { title: '20% off all bookings', percent: 20, validUntil: '2027-03-31' },
      contact: {
        phone: '+91 98300 12345',
        email: 'hello@tripsutra.in',
        whatsapp: '919830012345',
        address: 'Chinsurah, Hooghly, West Bengal 712101',
        mapQuery: 'Chinsurah, Hooghly, West Bengal',
      },
    });
    expect(DEFAULT_SETTINGS.ai).toEqual({
      maxRequestsPerMinute: 100,
      tokenLimit: 10000,
      dailyBudgetUsd: 5,
    });
    expect(DEFAULT_SETTINGS.security.sessionTimeoutHours).toBe(24);
  });
});

describe('a settings save', () => {
  it('may carry any sections and fields', () => {
    expect(settingsUpdateSchema.parse({})).toEqual({});
    expect(settingsUpdateSchema.parse({ offer: { percent: 15 } })).toEqual({
      offer: { percent: 15 },
    });
  });

  it('keeps the offer percent a whole number from 0 to 90', () => {
    for (const percent of [0, 45, 90]) {
      expect(settingsUpdateSchema.safeParse({ offer: { percent } }).success).toBe(true);
    }
    for (const percent of [-1, 91, 12.5, '20']) {
      expect(firstIssue({ offer: { percent } })).toEqual([
        'offer.percent',
        settingsMessages.offerPercent,
      ]);
    }
  });

  it('takes the offer end as a calendar date', () => {
    expect(settingsUpdateSchema.safeParse({ offer: { validUntil: '2028-02-29' } }).success).toBe(
      true,
    );
    for (const validUntil of ['2027-02-30', '31/03/2027', '2027-03-31T00:00:00Z', '']) {
      expect(firstIssue({ offer: { validUntil } })).toEqual([
        'offer.validUntil',
        settingsMessages.offerValidUntil,
      ]);
    }
  });

  it('refuses an empty offer title', () => {
    expect(firstIssue({ offer: { title: '  ' } })).toEqual([
      'offer.title',
      settingsMessages.offerTitleRequired,
    ]);
  });

  it('checks the contact details', () => {
    expect(firstIssue({ contact: { phone: '98300' } })).toEqual([
      'contact.phone',
      settingsMessages.phoneTooShort,
    ]);
    expect(firstIssue({ contact: { phone: 'call us' } })).toEqual([
      'contact.phone',
      settingsMessages.phoneInvalid,
    ]);
    expect(firstIssue({ contact: { email: 'hello@' } })).toEqual([
      'contact.email',
      settingsMessages.emailInvalid,
    ]);
    expect(firstIssue({ contact: { whatsapp: '12345' } })).toEqual([
      'contact.whatsapp',
      settingsMessages.whatsappInvalid,
    ]);
    expect(firstIssue({ contact: { address: '' } })).toEqual([
      'contact.address',
      settingsMessages.addressRequired,
    ]);
    expect(
      settingsUpdateSchema.parse({
        contact: { email: ' Hello@TripSutra.in ', whatsapp: '+91 98300 12345' },
      }),
    ).toEqual({ contact: { email: 'hello@tripsutra.in', whatsapp: '919830012345' } });
  });

  it('bounds the AI limits, the budget and the session timeout', () => {
    expect(firstIssue({ ai: { maxRequestsPerMinute: 0 } })).toEqual([
      'ai.maxRequestsPerMinute',
      settingsMessages.maxRequestsPerMinute,
    ]);
    expect(firstIssue({ ai: { tokenLimit: 5_000_000 } })).toEqual([
      'ai.tokenLimit',
      settingsMessages.tokenLimit,
    ]);
    expect(firstIssue({ ai: { dailyBudgetUsd: -1 } })).toEqual([
      'ai.dailyBudgetUsd',
      settingsMessages.dailyBudgetUsd,
    ]);
    expect(settingsUpdateSchema.parse({ ai: { dailyBudgetUsd: 2.499 } })).toEqual({
      ai: { dailyBudgetUsd: 2.5 },
    });
    expect(firstIssue({ security: { sessionTimeoutHours: 0 } })).toEqual([
      'security.sessionTimeoutHours',
      settingsMessages.sessionTimeoutHours,
    ]);
  });

  it('takes switches as true or false only', () => {
    expect(firstIssue({ tracking: { usageTracking: 'yes' } })).toEqual([
      'tracking.usageTracking',
      settingsMessages.switch,
    ]);
    expect(firstIssue({ notifications: { enabled: 1 } })).toEqual([
      'notifications.enabled',
      settingsMessages.switch,
    ]);
  });
});
