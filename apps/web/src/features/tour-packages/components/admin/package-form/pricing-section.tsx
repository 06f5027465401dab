import { InputAdornment, MenuItem, Typography } from '@mui/material';
import { formatPrice } from '@trip/shared/common/money';
import { PACKAGE_CURRENCIES } from '@trip/shared/tour-packages/constants';
import { discountedPrice } from '@trip/shared/tour-packages/pricing';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../../../components/form/form-switch';
import { FormTextField } from '../../../../../components/form/form-text-field';
import type { PackageFormValues } from '../package-form-values';
import { Columns, FormSection } from './form-section';

type Pricing = PackageFormValues['pricing'];

/** "Travellers pay …", when the price and discount as typed make sense. */
function pricePreview(pricing: Pricing): string | undefined {
  const basePrice = Number(pricing.basePrice);
  const discount = Number(pricing.discountPercentage || 0);
  const sensible =
    pricing.basePrice.trim() !== '' &&
    Number.isInteger(basePrice) &&
    basePrice >= 0 &&
    Number.isInteger(discount) &&
    discount > 0 &&
    discount <= 100;
  if (!sensible) return undefined;
  const paid = formatPrice(discountedPrice(basePrice, discount), pricing.currency);
  const per = pricing.pricePerPerson ? ' per person' : '';
  return `Travellers pay ${paid}${per} (${discount}% off ${formatPrice(basePrice, pricing.currency)})`;
}

/** Base price, currency, discount, validity, and whether the price is per person. */
export function PricingSection() {
  const { control } = useFormContext<PackageFormValues>();
  const preview = pricePreview(useWatch({ control, name: 'pricing' }));
  const numeric = { min: 0, step: 1, inputMode: 'numeric' } as const;
  return (
    <FormSection title="Pricing">
      <Columns>
        <FormTextField<PackageFormValues>
          name="pricing.basePrice"
          id="package-base-price"
          label="Base price"
          type="number"
          required
          helperText="Whole amount, no decimals"
          slotProps={{ htmlInput: numeric }}
        />
        <FormTextField<PackageFormValues>
          name="pricing.currency"
          id="package-currency"
          select
          label="Currency"
        >
          {PACKAGE_CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField<PackageFormValues>
          name="pricing.discountPercentage"
          id="package-discount"
          label="Discount"
          type="number"
          slotProps={{
            htmlInput: { ...numeric, max: 100 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <FormTextField<PackageFormValues>
          name="pricing.validUntil"
          id="package-valid-until"
          label="Valid until"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Columns>
      <FormSwitch<PackageFormValues> name="pricing.pricePerPerson" label="Price is per person" />
      {preview && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {preview}
        </Typography>
      )}
    </FormSection>
  );
}
