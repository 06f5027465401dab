import { TextField, type TextFieldProps } from '@mui/material';
import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  /** The form's control; the surrounding FormProvider's when not given. */
  control?: Control<T, unknown, O>;
  /** Numbers are handed to the form as numbers (an empty field as undefined). */
  numeric?: boolean;
  /** Shows "typed/max" under the field while it has no error. */
  counter?: number;
};

/**
 * A text field bound to a react-hook-form field. Its error shows as the helper text, which MUI
 * links to the input with aria-describedby, so a screen reader reads the message with it.
 */
export function FormTextField<T extends FieldValues, O = T>({
  name,
  control,
  numeric = false,
  counter,
  helperText,
  ...props
}: FormTextFieldProps<T, O>) {
  const context = useFormContext<T, unknown, O>() as ReturnType<
    typeof useFormContext<T, unknown, O>
  > | null;
  const { field, fieldState } = useController({ control: control ?? context?.control, name });
  const value: unknown = field.value;
  const text = value === undefined || value === null ? '' : String(value as string | number);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        field.onChange(numeric ? (typed === '' ? undefined : Number(typed)) : typed);
      }}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        helperText ??
        (counter === undefined ? undefined : `${text.length}/${counter}`)
      }
    />
  );
}
