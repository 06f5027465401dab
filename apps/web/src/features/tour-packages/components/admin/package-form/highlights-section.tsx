import { Box } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { errorSummary } from '../../../../../components/form/error-summary';
import { ItineraryEditor } from '../itinerary-editor';
import type { ListField, PackageFormValues } from '../package-form-values';
import { TextListEditor } from '../text-list-editor';
import { FormSection } from './form-section';

const LISTS: Array<{ name: ListField; label: string; itemLabel: string }> = [
  { name: 'features', label: 'Features', itemLabel: 'Feature' },
  { name: 'inclusions', label: 'Inclusions', itemLabel: 'Inclusion' },
  { name: 'exclusions', label: 'Exclusions', itemLabel: 'Exclusion' },
];

/** Features, inclusions and exclusions: lists of short texts, one under the other. */
export function HighlightsSection() {
  const { control } = useFormContext<PackageFormValues>();
  return (
    <FormSection title="Highlights">
      {/* Entries are often long (hotel names, transfers): one list under the other. */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: '1fr' }}>
        {LISTS.map((list) => (
          <Controller
            key={list.name}
            control={control}
            name={list.name}
            render={({ field, fieldState }) => (
              <TextListEditor
                id={`package-${list.name}`}
                label={list.label}
                itemLabel={list.itemLabel}
                entries={field.value}
                onChange={field.onChange}
                error={errorSummary(fieldState.error) || undefined}
              />
            )}
          />
        ))}
      </Box>
    </FormSection>
  );
}

/** The day-by-day plan. */
export function ItinerarySection() {
  const { control } = useFormContext<PackageFormValues>();
  return (
    <FormSection title="Itinerary">
      <Controller
        control={control}
        name="itinerary"
        render={({ field, fieldState }) => (
          <ItineraryEditor
            id="package-itinerary"
            days={field.value}
            onChange={field.onChange}
            error={errorSummary(fieldState.error) || undefined}
          />
        )}
      />
    </FormSection>
  );
}
