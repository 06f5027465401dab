import { bookingListQuerySchema } from '@trip/shared/bookings/schemas';
import type { NotificationItem, NotificationsResponse } from '@trip/shared/settings/schemas';
import type { Db } from '../../db/client';
import { findBookings } from '../bookings/bookings.service';
import { findNewLeads } from '../leads/leads.service';
import { getSettings } from './settings.service';

/** The most items the top bar's list shows; the count covers everything waiting. */
export const NOTIFICATION_ITEMS_MAX = 10;

/** The newest pending booking requests (a page size the bookings list accepts). */
const pendingBookingsQuery = bookingListQuerySchema.parse({
  status: 'pending',
  limit: NOTIFICATION_ITEMS_MAX,
  sortBy: 'createdAt',
  sortOrder: 'desc',
});

/**
 * What waits for the admin, for the top bar's badge: leads no one has called yet and
 * booking requests still pending, newest first. Empty when the admin has switched
 * notifications off in the settings. It lives with the settings because it reads their
 * switch and draws on two modules (leads, bookings) that need not know about each other.
 */
export async function findNotifications(db: Db): Promise<NotificationsResponse> {
  const settings = await getSettings(db);
  if (!settings.notifications.enabled) return { count: 0, items: [] };
  const [newLeads, pendingBookings] = await Promise.all([
    findNewLeads(db, NOTIFICATION_ITEMS_MAX),
    findBookings(db, pendingBookingsQuery),
  ]);
  const items: NotificationItem[] = [
    ...newLeads.leads.map((lead) => ({
      kind: 'lead' as const,
      _id: lead._id,
      title: `New lead: ${lead.name}`,
      createdAt: lead.submittedAt,
    })),
    ...pendingBookings.bookings.map((booking) => ({
      kind: 'booking' as const,
      _id: booking._id,
      title: `Booking request: ${booking.packageTitle} for ${booking.customerInfo.fullName}`,
      createdAt: booking.createdAt,
    })),
  ];
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    count: newLeads.total + pendingBookings.total,
    items: items.slice(0, NOTIFICATION_ITEMS_MAX),
  };
}
