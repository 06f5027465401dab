import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'id'
> & {
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** Unique on the page: it ties the label and the error text to the input. */
  id: string;
};

/**
 * A text field bound to a form. Its error shows as the helper text, which MUI links to the
 * input with aria-describedby, so a screen reader reads the message with the field.
 */
export function FormField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  ...props
}: FormFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField<T extends FieldValues, O>(props: FormFieldProps<T, O>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
