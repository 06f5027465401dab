import { Box } from '@mui/material';
import { POLICY_MAX_LENGTH } from '@trip/shared/tour-packages/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../../../components/form/form-switch';
import { FormTextField } from '../../../../../components/form/form-text-field';
import type { PackageFormValues } from '../package-form-values';
import { Columns, FormSection } from './form-section';

const policy = { htmlInput: { maxLength: POLICY_MAX_LENGTH } };

/** Advance booking, and the cancellation and refund policies. */
export function BookingSection() {
  const { control } = useFormContext<PackageFormValues>();
  const advance = useWatch({ control, name: 'bookingInfo.requiresAdvanceBooking' });
  return (
    <FormSection title="Booking info">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormSwitch<PackageFormValues>
          name="bookingInfo.requiresAdvanceBooking"
          label="Requires advance booking"
        />
        <FormTextField<PackageFormValues>
          name="bookingInfo.advanceBookingDays"
          id="package-advance-days"
          label="Advance booking days"
          type="number"
          disabled={!advance}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
      </Box>
      <FormTextField<PackageFormValues>
        name="bookingInfo.cancellationPolicy"
        id="package-cancellation-policy"
        label="Cancellation policy"
        fullWidth
        multiline
        minRows={2}
        slotProps={policy}
      />
      <FormTextField<PackageFormValues>
        name="bookingInfo.refundPolicy"
        id="package-refund-policy"
        label="Refund policy"
        fullWidth
        multiline
        minRows={2}
        slotProps={policy}
      />
    </FormSection>
  );
}

/** The package's own phone, e-mail and WhatsApp, when they differ from the agency's. */
export function ContactSection() {
  return (
    <FormSection title="Contact info">
      <Columns three>
        <FormTextField<PackageFormValues>
          name="contactInfo.phone"
          id="package-contact-phone"
          label="Phone"
          type="tel"
          autoComplete="off"
        />
        <FormTextField<PackageFormValues>
          name="contactInfo.email"
          id="package-contact-email"
          label="Email"
          type="email"
          autoComplete="off"
        />
        <FormTextField<PackageFormValues>
          name="contactInfo.whatsapp"
          id="package-contact-whatsapp"
          label="WhatsApp"
          type="tel"
          autoComplete="off"
        />
      </Columns>
    </FormSection>
  );
}
