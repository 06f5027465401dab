import { Box, MenuItem } from '@mui/material';
import {
  META_DESCRIPTION_INPUT_MAX_LENGTH,
  META_DESCRIPTION_MAX_LENGTH,
  META_TITLE_INPUT_MAX_LENGTH,
  META_TITLE_MAX_LENGTH,
  PACKAGE_STATUSES,
} from '@trip/shared/tour-packages/constants';
import { FormSwitch } from '../../../../../components/form/form-switch';
import { FormTextField } from '../../../../../components/form/form-text-field';
import { STATUS_LABELS } from '../package-display';
import type { PackageFormValues } from '../package-form-values';
import { FormSection } from './form-section';
import { LimitedTextField } from './limited-text-field';

/** Tags, the search engines' title and description, the status and the featured switch. */
export function VisibilitySection() {
  return (
    <FormSection title="Search and visibility">
      <FormTextField<PackageFormValues>
        name="tags"
        id="package-tags"
        label="Tags"
        fullWidth
        helperText="Separate tags with commas, e.g. beach, family, goa"
      />
      <LimitedTextField
        name="metaTitle"
        id="package-meta-title"
        label="Meta title"
        max={META_TITLE_MAX_LENGTH}
        inputMax={META_TITLE_INPUT_MAX_LENGTH}
      />
      <LimitedTextField
        name="metaDescription"
        id="package-meta-description"
        label="Meta description"
        multiline
        minRows={2}
        max={META_DESCRIPTION_MAX_LENGTH}
        inputMax={META_DESCRIPTION_INPUT_MAX_LENGTH}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormTextField<PackageFormValues>
          name="status"
          id="package-status"
          select
          label="Status"
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {PACKAGE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormSwitch<PackageFormValues> name="featured" label="Featured package" />
      </Box>
    </FormSection>
  );
}
