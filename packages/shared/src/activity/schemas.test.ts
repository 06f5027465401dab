import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, TRACK_MAX_EVENTS, activityMessages } from './constants';
import { trackBatchSchema } from './schemas';

describe('activity batches', () => {
  it('knows the admin spec’s activity types', () => {
    expect(ACTIVITY_TYPES).toEqual([
      'search',
      'form_submission',
      'user_login',
      'user_register',
      'itinerary_view',
      'itinerary_share',
      'error',
      'page_view',
    ]);
  });

  it('drops fields an event does not define', () => {
    const parsed = trackBatchSchema.parse({
      events: [{ activityType: 'page_view', pageData: { path: '/', phone: '9876543210' }, x: 1 }],
    });
    expect(parsed.events).toEqual([{ activityType: 'page_view', pageData: { path: '/' } }]);
  });

  it('refuses unknown types and oversized batches with clear messages', () => {
    const unknown = trackBatchSchema.safeParse({ events: [{ activityType: 'purchase' }] });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ['events', 0, 'activityType'],
      message: activityMessages.unknownType,
    });
    const many = trackBatchSchema.safeParse({
      events: Array.from({ length: TRACK_MAX_EVENTS + 1 }, () => ({ activityType: 'user_login' })),
    });
    expect(many.error?.issues[0]?.message).toBe(activityMessages.tooManyEvents);
  });
});
