import { Suspense, lazy } from 'react';
import {
  ItineraryDetailPage,
  type BookingSlot,
} from '../../../features/itineraries/components/detail/itinerary-detail-page';

// The booking form loads only when a traveller opens it.
const BookingDialog = lazy(async () => ({
  default: (await import('../../../features/bookings/components/booking-dialog')).BookingDialog,
}));

/** The booking request dialog of the bookings feature, for an itinerary. */
const itineraryBooking: BookingSlot = ({ itinerary, open, onClose }) =>
  open ? (
    <Suspense fallback={null}>
      <BookingDialog
        open={open}
        onClose={onClose}
        itemType="itinerary"
        packageId={itinerary._id}
        packageSlug={itinerary.slug}
        packageTitle={itinerary.title}
        packagePrice={itinerary.pricePP}
        defaults={{ travelers: itinerary.travellers, preferredDate: itinerary.departureDate }}
      />
    </Suspense>
  ) : null;

export function ItineraryRoute() {
  return <ItineraryDetailPage bookingDialog={itineraryBooking} />;
}
