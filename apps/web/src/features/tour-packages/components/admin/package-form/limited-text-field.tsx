import { TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';
import type { PackageFormValues } from '../package-form-values';

type LimitedName = 'shortDescription' | 'metaTitle' | 'metaDescription';

type LimitedTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: LimitedName;
  /** The most the rules allow: more is flagged as it is typed. */
  max: number;
  /** The most the field takes at all: typing stops there. */
  inputMax: number;
};

/**
 * A text with a length rule: the counter says "typed/max characters", turns red past the
 * rule's limit, and typing stops a little further on so the admin sees what to cut.
 */
export function LimitedTextField({ name, max, inputMax, ...props }: LimitedTextFieldProps) {
  const { field, fieldState } = useController<PackageFormValues, LimitedName>({ name });
  const length = field.value.length;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value.slice(0, inputMax))}
      error={Boolean(fieldState.error) || length > max}
      helperText={fieldState.error?.message ?? `${length}/${max} characters`}
      slotProps={{ htmlInput: { maxLength: inputMax } }}
    />
  );
}
