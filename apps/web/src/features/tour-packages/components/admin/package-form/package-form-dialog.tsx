import { Alert, Box, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { packageMessages } from '@trip/shared/tour-packages/constants';
import type { PackageForm as CheckedForm, TourPackage } from '@trip/shared/tour-packages/schemas';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { EntityDialog } from '../../../../../components/admin/entity-dialog';
import { errorSummary } from '../../../../../components/form/error-summary';
import { FormDialogActions } from '../../../../../components/form/form-dialog-actions';
import { applyServerErrors } from '../../../../../components/form/server-errors';
import { isSessionExpiredError } from '../../../../../lib/api-client';
import { errorMessage } from '../../../../../lib/error-message';
import { useSavePackage } from '../../../api/admin-save-package';
import {
  emptyPackageFormValues,
  packageFormData,
  packageFormResolver,
  packageFormValuesOf,
  type PackageFormValues,
} from '../package-form-values';
import { BasicsSection } from './basics-section';
import { BookingSection, ContactSection } from './booking-section';
import { HighlightsSection, ItinerarySection } from './highlights-section';
import { ImagesSection } from './images-section';
import { PricingSection } from './pricing-section';
import { TravelSection } from './travel-section';
import { VisibilitySection } from './visibility-section';

type PackageFormDialogProps = {
  open: boolean;
  /** The package to edit; a new package when null. */
  item: TourPackage | null;
  onClose: () => void;
  onSaved: (saved: TourPackage, created: boolean) => void;
};

/** The create/edit dialog. Its form starts afresh each time it opens. */
export function PackageFormDialog({ open, item, onClose, onSaved }: PackageFormDialogProps) {
  const save = useSavePackage();
  return (
    <EntityDialog open={open} busy={save.isPending} onClose={onClose}>
      {(titleId) => (
        <PackageForm
          titleId={titleId}
          item={item}
          save={save}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </EntityDialog>
  );
}

type PackageFormProps = Omit<PackageFormDialogProps, 'open'> & {
  titleId: string;
  save: ReturnType<typeof useSavePackage>;
};

/** Paths the server may name in its field errors that are fields of this form. */
const SERVER_FIELDS = [
  'title',
  'slug',
  'shortDescription',
  'description',
  'category',
  'pricing.basePrice',
  'pricing.discountPercentage',
  'pricing.validUntil',
  'travelDetails.fromLocation',
  'travelDetails.toLocation',
  'travelDetails.duration',
  'travelDetails.minTravelers',
  'travelDetails.maxTravelers',
  'bookingInfo.advanceBookingDays',
  'bookingInfo.cancellationPolicy',
  'bookingInfo.refundPolicy',
  'contactInfo.phone',
  'contactInfo.email',
  'contactInfo.whatsapp',
  'tags',
  'metaTitle',
  'metaDescription',
] as const satisfies readonly Path<PackageFormValues>[];

function PackageForm({ titleId, item, save, onClose, onSaved }: PackageFormProps) {
  const editing = item !== null;
  const form = useForm<PackageFormValues, unknown, CheckedForm>({
    resolver: packageFormResolver,
    defaultValues: item ? packageFormValuesOf(item) : emptyPackageFormValues(),
  });
  const [banner, setBanner] = useState<string>();
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [banner]);

  const submit = form.handleSubmit(
    async (checked) => {
      if (save.isPending) return;
      setBanner(undefined);
      try {
        const body = packageFormData(checked, form.getValues(), editing);
        onSaved(await save.mutateAsync({ id: item?._id, body }), !editing);
      } catch (error) {
        // An ended session has already brought back the login screen with its notice.
        if (isSessionExpiredError(error)) return;
        const message = errorMessage(error, { fallback: packageMessages.saveFailed });
        applyServerErrors(error, SERVER_FIELDS, form.setError, message);
        setBanner(message);
      }
    },
    (errors) => setBanner(errorSummary(errors)),
  );

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle
          id={titleId}
          sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}
        >
          <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
            {editing ? 'Edit Package' : 'Create Package'}
          </Box>
          <IconButton aria-label="Close" onClick={onClose} disabled={save.isPending}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3, bgcolor: 'grey.50' }}>
          {banner && (
            <Alert
              ref={bannerRef}
              severity="error"
              role="alert"
              onClose={() => setBanner(undefined)}
              sx={{ borderRadius: '10px' }}
            >
              {banner}
            </Alert>
          )}
          <BasicsSection />
          <ImagesSection onRefused={setBanner} />
          <PricingSection />
          <TravelSection />
          <HighlightsSection />
          <ItinerarySection />
          <BookingSection />
          <ContactSection />
          <VisibilitySection />
        </DialogContent>
        <FormDialogActions
          busy={save.isPending}
          submitLabel={editing ? 'Save Changes' : 'Create Package'}
          onCancel={onClose}
        />
      </Box>
    </FormProvider>
  );
}
