import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  InputAdornment,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { isAppError } from '@trip/shared/errors/app-error';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';
import {
  LOCATION_MAX_LENGTH,
  META_DESCRIPTION_INPUT_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_INPUT_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PACKAGE_CATEGORIES,
  PACKAGE_CURRENCIES,
  PACKAGE_STATUSES,
  PACKAGE_TRAVEL_CLASSES,
  POLICY_MAX_LENGTH,
  SHORT_DESCRIPTION_INPUT_MAX_LENGTH,
  SHORT_DESCRIPTION_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  packageMessages,
  type PackageCurrency,
  type PackageStatus,
  type PackageTravelClass,
} from '@trip/shared/tour-packages/constants';
import { discountedPrice } from '@trip/shared/tour-packages/pricing';
import { validatePackageForm, type TourPackage } from '@trip/shared/tour-packages/schemas';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useSavePackage } from '../../api/admin-save-package';
import { errorMessage } from '../../../../lib/error-message';
import { ImageListEditor } from './image-list-editor';
import { ItineraryEditor } from './itinerary-editor';
import {
  emptyPackageFormValues,
  packageFormData,
  packageFormInput,
  packageFormValuesOf,
  withImageRemoved,
  withImagesAdded,
  withTitle,
  type ListField,
  type PackageFormValues,
} from './package-form-values';
import { STATUS_LABELS } from './package-display';
import { formatPrice } from '@trip/shared/common/money';
import { RichTextEditor } from './rich-text-editor';
import { TextListEditor } from './text-list-editor';

type PackageFormDialogProps = {
  open: boolean;
  /** The package to edit; a new package when null. */
  item: TourPackage | null;
  onClose: () => void;
  onSaved: (saved: TourPackage, created: boolean) => void;
};

/** The create/edit dialog. Its form starts afresh each time it opens (the dialog unmounts it on close). */
export function PackageFormDialog({ open, item, onClose, onSaved }: PackageFormDialogProps) {
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : '16px' } } }}
    >
      <PackageForm
        titleId={titleId}
        item={item}
        onClose={onClose}
        onSaved={onSaved}
        onBusyChange={setBusy}
      />
    </Dialog>
  );
}

type PackageFormProps = Omit<PackageFormDialogProps, 'open'> & {
  titleId: string;
  onBusyChange: (busy: boolean) => void;
};

type Group = 'pricing' | 'travelDetails' | 'bookingInfo' | 'contactInfo';

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function PackageForm({ titleId, item, onClose, onSaved, onBusyChange }: PackageFormProps) {
  const [values, setValues] = useState<PackageFormValues>(() =>
    item ? packageFormValuesOf(item) : emptyPackageFormValues(),
  );
  const [banner, setBanner] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSavePackage();
  const bannerRef = useRef<HTMLDivElement>(null);
  const previews = useRef(new Set<string>());
  const editing = item !== null;

  useEffect(() => {
    const created = previews.current;
    return () => {
      for (const url of created) URL.revokeObjectURL?.(url);
    };
  }, []);

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [banner]);

  // Each section below is memoised on its own values, so typing re-renders one section only.
  const errorOf = useCallback((key: string) => fieldErrors[key], [fieldErrors]);
  const set = useCallback(
    <K extends keyof PackageFormValues>(key: K, value: PackageFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const setGroup = useCallback(
    <G extends Group>(group: G, change: Partial<PackageFormValues[G]>) =>
      setValues((current) => ({ ...current, [group]: { ...current[group], ...change } })),
    [],
  );
  const setList = useCallback(
    (field: ListField) => (entries: PackageFormValues[ListField]) => set(field, entries),
    [set],
  );

  const addImages = useCallback((files: File[]) => {
    const tooLarge = files.filter((file) => file.size > UPLOAD_MAX_BYTES);
    const accepted = files.filter((file) => file.size <= UPLOAD_MAX_BYTES);
    setBanner(
      tooLarge.length > 0
        ? tooLarge.map((file) => uploadMessages.tooLarge(file.name)).join(', ')
        : undefined,
    );
    setValues((current) =>
      withImagesAdded(current, accepted, (file) => {
        const url = previewOf(file);
        if (url) previews.current.add(url);
        return url;
      }),
    );
  }, []);

  const removeImage = useCallback(
    (key: string) => setValues((current) => withImageRemoved(current, key)),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validatePackageForm(packageFormInput(values));
    if (!checked.success) {
      setFieldErrors(checked.fieldErrors);
      setBanner(checked.message);
      return;
    }
    setFieldErrors({});
    setBanner(undefined);
    onBusyChange(true);
    try {
      const saved = await save.mutateAsync({
        id: item?._id,
        body: packageFormData(checked.data, values, editing),
      });
      onSaved(saved, !editing);
    } catch (error) {
      // An ended session has already brought back the login screen with its notice.
      if (isSessionExpiredError(error)) return;
      if (isAppError(error) && error.fieldErrors) setFieldErrors(error.fieldErrors);
      setBanner(errorMessage(error, { fallback: packageMessages.saveFailed }));
    } finally {
      onBusyChange(false);
    }
  };

  const basicsSection = useMemo(() => {
    const shortLength = values.shortDescription.length;
    return (
      <FormSection title="Basics">
        <TextField
          id="package-title"
          label="Title"
          required
          fullWidth
          value={values.title}
          onChange={(event) => setValues((current) => withTitle(current, event.target.value))}
          error={Boolean(errorOf('title'))}
          helperText={errorOf('title')}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
        />
        <TextField
          id="package-slug"
          label="Slug"
          required
          fullWidth
          value={values.slug}
          onChange={(event) => set('slug', event.target.value)}
          error={Boolean(errorOf('slug'))}
          helperText={
            errorOf('slug') ??
            `The package's address: /package/${values.slug || 'your-slug'}. It follows the title until you edit it.`
          }
          slotProps={{ htmlInput: { maxLength: SLUG_MAX_LENGTH } }}
        />
        <TextField
          id="package-short-description"
          label="Short description"
          required
          fullWidth
          multiline
          minRows={2}
          value={values.shortDescription}
          onChange={(event) =>
            set('shortDescription', event.target.value.slice(0, SHORT_DESCRIPTION_INPUT_MAX_LENGTH))
          }
          error={Boolean(errorOf('shortDescription')) || shortLength > SHORT_DESCRIPTION_MAX_LENGTH}
          helperText={
            errorOf('shortDescription') ??
            `${shortLength}/${SHORT_DESCRIPTION_MAX_LENGTH} characters`
          }
          slotProps={{ htmlInput: { maxLength: SHORT_DESCRIPTION_INPUT_MAX_LENGTH } }}
        />
        <TextField
          id="package-category"
          select
          label="Category"
          required
          fullWidth
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          error={Boolean(errorOf('category'))}
          helperText={errorOf('category')}
        >
          {PACKAGE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <RichTextEditor
          id="package-description"
          label="Description"
          required
          value={values.description}
          onChange={(html) => set('description', html)}
          error={errorOf('description')}
          helperText="Bold, italic, headings, lists and paragraphs. Pasted text keeps only these."
        />
      </FormSection>
    );
  }, [
    values.title,
    values.slug,
    values.shortDescription,
    values.category,
    values.description,
    errorOf,
    set,
  ]);

  const imagesSection = useMemo(
    () => (
      <FormSection title="Images">
        <ImageListEditor
          id="package-images"
          images={values.images}
          featuredKey={values.featuredImageKey}
          onAdd={addImages}
          onRemove={removeImage}
          onCaptionChange={(key, caption) =>
            setValues((current) => ({
              ...current,
              images: current.images.map((image) =>
                image.key === key ? { ...image, caption } : image,
              ),
            }))
          }
          onFeaturedChange={(key) => set('featuredImageKey', key)}
          error={errorOf('images') ?? errorOf('existingImages') ?? errorOf('featuredImageIndex')}
        />
      </FormSection>
    ),
    [values.images, values.featuredImageKey, addImages, removeImage, set, errorOf],
  );

  const pricingSection = useMemo(() => {
    const basePrice = Number(values.pricing.basePrice);
    const discount = Number(values.pricing.discountPercentage || 0);
    const pricePreview =
      values.pricing.basePrice.trim() !== '' &&
      Number.isInteger(basePrice) &&
      basePrice >= 0 &&
      Number.isInteger(discount) &&
      discount > 0 &&
      discount <= 100
        ? `Travellers pay ${formatPrice(discountedPrice(basePrice, discount), values.pricing.currency)}${values.pricing.pricePerPerson ? ' per person' : ''} (${discount}% off ${formatPrice(basePrice, values.pricing.currency)})`
        : undefined;
    return (
      <FormSection title="Pricing">
        <Columns>
          <TextField
            id="package-base-price"
            label="Base price"
            type="number"
            required
            value={values.pricing.basePrice}
            onChange={(event) => setGroup('pricing', { basePrice: event.target.value })}
            error={Boolean(errorOf('pricing.basePrice'))}
            helperText={errorOf('pricing.basePrice') ?? 'Whole amount, no decimals'}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            id="package-currency"
            select
            label="Currency"
            value={values.pricing.currency}
            onChange={(event) =>
              setGroup('pricing', { currency: event.target.value as PackageCurrency })
            }
          >
            {PACKAGE_CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="package-discount"
            label="Discount"
            type="number"
            value={values.pricing.discountPercentage}
            onChange={(event) => setGroup('pricing', { discountPercentage: event.target.value })}
            error={Boolean(errorOf('pricing.discountPercentage'))}
            helperText={errorOf('pricing.discountPercentage')}
            slotProps={{
              htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <TextField
            id="package-valid-until"
            label="Valid until"
            type="date"
            value={values.pricing.validUntil}
            onChange={(event) => setGroup('pricing', { validUntil: event.target.value })}
            error={Boolean(errorOf('pricing.validUntil'))}
            helperText={errorOf('pricing.validUntil')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Columns>
        <FormControlLabel
          control={
            <Switch
              checked={values.pricing.pricePerPerson}
              onChange={(event) => setGroup('pricing', { pricePerPerson: event.target.checked })}
            />
          }
          label="Price is per person"
        />
        {pricePreview && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pricePreview}
          </Typography>
        )}
      </FormSection>
    );
  }, [values.pricing, errorOf, setGroup]);

  const travelSection = useMemo(
    () => (
      <FormSection title="Travel details">
        <Columns>
          <TextField
            id="package-from"
            label="From"
            required
            value={values.travelDetails.fromLocation}
            onChange={(event) => setGroup('travelDetails', { fromLocation: event.target.value })}
            error={Boolean(errorOf('travelDetails.fromLocation'))}
            helperText={errorOf('travelDetails.fromLocation')}
            slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTH } }}
          />
          <TextField
            id="package-to"
            label="To"
            required
            value={values.travelDetails.toLocation}
            onChange={(event) => setGroup('travelDetails', { toLocation: event.target.value })}
            error={Boolean(errorOf('travelDetails.toLocation'))}
            helperText={errorOf('travelDetails.toLocation')}
            slotProps={{ htmlInput: { maxLength: LOCATION_MAX_LENGTH } }}
          />
          <TextField
            id="package-duration"
            label="Duration (days)"
            type="number"
            required
            value={values.travelDetails.duration}
            onChange={(event) => setGroup('travelDetails', { duration: event.target.value })}
            error={Boolean(errorOf('travelDetails.duration'))}
            helperText={errorOf('travelDetails.duration')}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            id="package-travel-class"
            select
            label="Travel class"
            value={values.travelDetails.travelClass}
            onChange={(event) =>
              setGroup('travelDetails', { travelClass: event.target.value as PackageTravelClass })
            }
          >
            {PACKAGE_TRAVEL_CLASSES.map((travelClass) => (
              <MenuItem key={travelClass} value={travelClass}>
                {travelClass}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="package-min-travelers"
            label="Minimum travelers"
            type="number"
            value={values.travelDetails.minTravelers}
            onChange={(event) => setGroup('travelDetails', { minTravelers: event.target.value })}
            error={Boolean(errorOf('travelDetails.minTravelers'))}
            helperText={errorOf('travelDetails.minTravelers')}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            id="package-max-travelers"
            label="Maximum travelers"
            type="number"
            value={values.travelDetails.maxTravelers}
            onChange={(event) => setGroup('travelDetails', { maxTravelers: event.target.value })}
            error={Boolean(errorOf('travelDetails.maxTravelers'))}
            helperText={errorOf('travelDetails.maxTravelers')}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          />
        </Columns>
      </FormSection>
    ),
    [values.travelDetails, errorOf, setGroup],
  );

  const highlightsSection = useMemo(
    () => (
      <FormSection title="Highlights">
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            // Entries are often long (hotel names, transfers): one list under the other.
            gridTemplateColumns: '1fr',
          }}
        >
          <TextListEditor
            id="package-features"
            label="Features"
            itemLabel="Feature"
            entries={values.features}
            onChange={setList('features')}
            error={errorOf('features')}
          />
          <TextListEditor
            id="package-inclusions"
            label="Inclusions"
            itemLabel="Inclusion"
            entries={values.inclusions}
            onChange={setList('inclusions')}
            error={errorOf('inclusions')}
          />
          <TextListEditor
            id="package-exclusions"
            label="Exclusions"
            itemLabel="Exclusion"
            entries={values.exclusions}
            onChange={setList('exclusions')}
            error={errorOf('exclusions')}
          />
        </Box>
      </FormSection>
    ),
    [values.features, values.inclusions, values.exclusions, errorOf, setList],
  );

  const itinerarySection = useMemo(
    () => (
      <FormSection title="Itinerary">
        <ItineraryEditor
          id="package-itinerary"
          days={values.itinerary}
          onChange={(days) => set('itinerary', days)}
          error={errorOf('itinerary')}
        />
      </FormSection>
    ),
    [values.itinerary, errorOf, set],
  );

  const bookingSection = useMemo(
    () => (
      <FormSection title="Booking info">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={values.bookingInfo.requiresAdvanceBooking}
                onChange={(event) =>
                  setGroup('bookingInfo', { requiresAdvanceBooking: event.target.checked })
                }
              />
            }
            label="Requires advance booking"
          />
          <TextField
            id="package-advance-days"
            label="Advance booking days"
            type="number"
            disabled={!values.bookingInfo.requiresAdvanceBooking}
            value={values.bookingInfo.advanceBookingDays}
            onChange={(event) =>
              setGroup('bookingInfo', { advanceBookingDays: event.target.value })
            }
            error={Boolean(errorOf('bookingInfo.advanceBookingDays'))}
            helperText={errorOf('bookingInfo.advanceBookingDays')}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            sx={{ width: { xs: '100%', sm: 220 } }}
          />
        </Box>
        <TextField
          id="package-cancellation-policy"
          label="Cancellation policy"
          fullWidth
          multiline
          minRows={2}
          value={values.bookingInfo.cancellationPolicy}
          onChange={(event) => setGroup('bookingInfo', { cancellationPolicy: event.target.value })}
          error={Boolean(errorOf('bookingInfo.cancellationPolicy'))}
          helperText={errorOf('bookingInfo.cancellationPolicy')}
          slotProps={{ htmlInput: { maxLength: POLICY_MAX_LENGTH } }}
        />
        <TextField
          id="package-refund-policy"
          label="Refund policy"
          fullWidth
          multiline
          minRows={2}
          value={values.bookingInfo.refundPolicy}
          onChange={(event) => setGroup('bookingInfo', { refundPolicy: event.target.value })}
          error={Boolean(errorOf('bookingInfo.refundPolicy'))}
          helperText={errorOf('bookingInfo.refundPolicy')}
          slotProps={{ htmlInput: { maxLength: POLICY_MAX_LENGTH } }}
        />
      </FormSection>
    ),
    [values.bookingInfo, errorOf, setGroup],
  );

  const contactSection = useMemo(
    () => (
      <FormSection title="Contact info">
        <Columns three>
          <TextField
            id="package-contact-phone"
            label="Phone"
            type="tel"
            autoComplete="off"
            value={values.contactInfo.phone}
            onChange={(event) => setGroup('contactInfo', { phone: event.target.value })}
            error={Boolean(errorOf('contactInfo.phone'))}
            helperText={errorOf('contactInfo.phone')}
          />
          <TextField
            id="package-contact-email"
            label="Email"
            type="email"
            autoComplete="off"
            value={values.contactInfo.email}
            onChange={(event) => setGroup('contactInfo', { email: event.target.value })}
            error={Boolean(errorOf('contactInfo.email'))}
            helperText={errorOf('contactInfo.email')}
          />
          <TextField
            id="package-contact-whatsapp"
            label="WhatsApp"
            type="tel"
            autoComplete="off"
            value={values.contactInfo.whatsapp}
            onChange={(event) => setGroup('contactInfo', { whatsapp: event.target.value })}
            error={Boolean(errorOf('contactInfo.whatsapp'))}
            helperText={errorOf('contactInfo.whatsapp')}
          />
        </Columns>
      </FormSection>
    ),
    [values.contactInfo, errorOf, setGroup],
  );

  const visibilitySection = useMemo(() => {
    const metaTitleLength = values.metaTitle.length;
    const metaDescriptionLength = values.metaDescription.length;
    return (
      <FormSection title="Search and visibility">
        <TextField
          id="package-tags"
          label="Tags"
          fullWidth
          value={values.tags}
          onChange={(event) => set('tags', event.target.value)}
          error={Boolean(errorOf('tags'))}
          helperText={errorOf('tags') ?? 'Separate tags with commas, e.g. beach, family, goa'}
        />
        <TextField
          id="package-meta-title"
          label="Meta title"
          fullWidth
          value={values.metaTitle}
          onChange={(event) =>
            set('metaTitle', event.target.value.slice(0, META_TITLE_INPUT_MAX_LENGTH))
          }
          error={Boolean(errorOf('metaTitle')) || metaTitleLength > META_TITLE_MAX_LENGTH}
          helperText={
            errorOf('metaTitle') ?? `${metaTitleLength}/${META_TITLE_MAX_LENGTH} characters`
          }
          slotProps={{ htmlInput: { maxLength: META_TITLE_INPUT_MAX_LENGTH } }}
        />
        <TextField
          id="package-meta-description"
          label="Meta description"
          fullWidth
          multiline
          minRows={2}
          value={values.metaDescription}
          onChange={(event) =>
            set('metaDescription', event.target.value.slice(0, META_DESCRIPTION_INPUT_MAX_LENGTH))
          }
          error={
            Boolean(errorOf('metaDescription')) ||
            metaDescriptionLength > META_DESCRIPTION_MAX_LENGTH
          }
          helperText={
            errorOf('metaDescription') ??
            `${metaDescriptionLength}/${META_DESCRIPTION_MAX_LENGTH} characters`
          }
          slotProps={{ htmlInput: { maxLength: META_DESCRIPTION_INPUT_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <TextField
            id="package-status"
            select
            label="Status"
            value={values.status}
            onChange={(event) => set('status', event.target.value as PackageStatus)}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            {PACKAGE_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={values.featured}
                onChange={(event) => set('featured', event.target.checked)}
              />
            }
            label="Featured package"
          />
        </Box>
      </FormSection>
    );
  }, [
    values.tags,
    values.metaTitle,
    values.metaDescription,
    values.status,
    values.featured,
    errorOf,
    set,
  ]);

  return (
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
      <DialogContent dividers sx={{ display: 'grid', gap: 3, bgcolor: '#f8fafc' }}>
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

        {basicsSection}

        {imagesSection}

        {pricingSection}

        {travelSection}

        {highlightsSection}

        {itinerarySection}

        {bookingSection}

        {contactSection}

        {visibilitySection}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Create Package'}
        </Button>
      </DialogActions>
    </Box>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '14px',
        bgcolor: '#fff',
        border: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Columns({ children, three }: { children: ReactNode; three?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: three ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
