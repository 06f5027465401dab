import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { Suspense, lazy, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PackageDetail } from '../../../features/tour-packages/components/package-detail';
import { packageCheck } from '../../../features/tour-packages/utils/checked-package';
import { useChecked } from '../../../lib/lazy-schema';

// The booking form (and its validation) loads when a visitor first presses Book Now.
const BookingDialog = lazy(async () => ({
  default: (await import('../../../features/bookings/components/booking-dialog')).BookingDialog,
}));

/** The package a card handed over, unchecked: history keeps it across reloads. */
function handedPackage(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'package' in state
    ? state.package
    : undefined;
}

export function PackageDetailRoute() {
  const { slug = '' } = useParams();
  const { state } = useLocation();
  const passed = useChecked(handedPackage(state), packageCheck);
  const [booking, setBooking] = useState<TourPackage>();
  const [bookingOpen, setBookingOpen] = useState(false);

  return (
    <>
      <PackageDetail
        key={slug}
        slug={slug}
        passed={passed}
        onBook={(pkg) => {
          setBooking(pkg);
          setBookingOpen(true);
        }}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingDialog
            open={bookingOpen}
            onClose={() => setBookingOpen(false)}
            itemType="package"
            packageId={booking._id}
            packageSlug={booking.slug}
            packageTitle={booking.title}
            packagePrice={booking.pricing.discountedPrice}
            currency={booking.pricing.currency}
            limits={{
              minTravelers: booking.travelDetails.minTravelers,
              maxTravelers: booking.travelDetails.maxTravelers,
              advanceDays: booking.bookingInfo.requiresAdvanceBooking
                ? booking.bookingInfo.advanceBookingDays
                : 0,
            }}
          />
        </Suspense>
      )}
    </>
  );
}
