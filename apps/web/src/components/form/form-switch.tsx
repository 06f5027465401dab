import { FormControlLabel, Switch } from '@mui/material';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** An on/off switch bound to the surrounding react-hook-form. */
export function FormSwitch<T extends FieldValues>({
  name,
  label,
}: {
  name: FieldPath<T>;
  label: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              name={field.name}
              inputRef={field.ref}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
