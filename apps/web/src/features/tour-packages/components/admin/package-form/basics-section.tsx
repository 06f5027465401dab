import { MenuItem, TextField } from '@mui/material';
import {
  PACKAGE_CATEGORIES,
  SHORT_DESCRIPTION_INPUT_MAX_LENGTH,
  SHORT_DESCRIPTION_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@trip/shared/tour-packages/constants';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../../components/form/form-text-field';
import { FormRichText } from '../../../../../components/rich-text/form-rich-text';
import { withTitle, type PackageFormValues } from '../package-form-values';
import { FormSection } from './form-section';
import { LimitedTextField } from './limited-text-field';

/** Title (the slug follows it until edited), slug, short description, category, description. */
export function BasicsSection() {
  const { control, getValues, setValue } = useFormContext<PackageFormValues>();
  const slug = useWatch({ control, name: 'slug' });
  return (
    <FormSection title="Basics">
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            id="package-title"
            label="Title"
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            onChange={(event) => {
              const next = withTitle(getValues(), event.target.value);
              field.onChange(next.title);
              if (next.slug !== getValues('slug')) setValue('slug', next.slug);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { maxLength: TITLE_MAX_LENGTH } }}
          />
        )}
      />
      <FormTextField<PackageFormValues>
        name="slug"
        id="package-slug"
        label="Slug"
        required
        fullWidth
        helperText={`The package's address: /package/${slug || 'your-slug'}. It follows the title until you edit it.`}
        slotProps={{ htmlInput: { maxLength: SLUG_MAX_LENGTH } }}
      />
      <LimitedTextField
        name="shortDescription"
        id="package-short-description"
        label="Short description"
        required
        multiline
        minRows={2}
        max={SHORT_DESCRIPTION_MAX_LENGTH}
        inputMax={SHORT_DESCRIPTION_INPUT_MAX_LENGTH}
      />
      <FormTextField<PackageFormValues>
        name="category"
        id="package-category"
        select
        label="Category"
        required
        fullWidth
      >
        {PACKAGE_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {category}
          </MenuItem>
        ))}
      </FormTextField>
      <FormRichText<PackageFormValues>
        name="description"
        id="package-description"
        label="Description"
        tags="description"
        required
        placeholder="Describe the trip: highlights, stays, what makes it special…"
        helperText="Bold, italic, headings, lists and paragraphs. Pasted text keeps only these."
      />
    </FormSection>
  );
}
