import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<T>;
  /** Numbers are handed to the form as numbers (an empty field as undefined). */
  numeric?: boolean;
};

/** A text field bound to the surrounding react-hook-form, showing its field's message. */
export function FormTextField<T extends FieldValues>({
  name,
  numeric = false,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(numeric ? (text === '' ? undefined : Number(text)) : text);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
