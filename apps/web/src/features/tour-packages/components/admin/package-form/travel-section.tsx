import { MenuItem } from '@mui/material';
import { LOCATION_MAX_LENGTH, PACKAGE_TRAVEL_CLASSES } from '@trip/shared/tour-packages/constants';
import { FormTextField } from '../../../../../components/form/form-text-field';
import type { PackageFormValues } from '../package-form-values';
import { Columns, FormSection } from './form-section';

const location = { htmlInput: { maxLength: LOCATION_MAX_LENGTH } };
const count = { htmlInput: { min: 1, step: 1, inputMode: 'numeric' } } as const;

/** Where from and to, how long, the travel class and the group size. */
export function TravelSection() {
  return (
    <FormSection title="Travel details">
      <Columns>
        <FormTextField<PackageFormValues>
          name="travelDetails.fromLocation"
          id="package-from"
          label="From"
          required
          slotProps={location}
        />
        <FormTextField<PackageFormValues>
          name="travelDetails.toLocation"
          id="package-to"
          label="To"
          required
          slotProps={location}
        />
        <FormTextField<PackageFormValues>
          name="travelDetails.duration"
          id="package-duration"
          label="Duration (days)"
          type="number"
          required
          slotProps={count}
        />
        <FormTextField<PackageFormValues>
          name="travelDetails.travelClass"
          id="package-travel-class"
          select
          label="Travel class"
        >
          {PACKAGE_TRAVEL_CLASSES.map((travelClass) => (
            <MenuItem key={travelClass} value={travelClass}>
              {travelClass}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField<PackageFormValues>
          name="travelDetails.minTravelers"
          id="package-min-travelers"
          label="Minimum travelers"
          type="number"
          slotProps={count}
        />
        <FormTextField<PackageFormValues>
          name="travelDetails.maxTravelers"
          id="package-max-travelers"
          label="Maximum travelers"
          type="number"
          slotProps={count}
        />
      </Columns>
    </FormSection>
  );
}
