import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

type FormRadioGroupProps<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** A row of radio buttons bound to a field of the surrounding react-hook-form. */
export function FormRadioGroup<T extends FieldValues>({
  name,
  label,
  options,
}: FormRadioGroupProps<T>) {
  const labelId = useId();
  const { field } = useController<T>({ name });
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value as string}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
