import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

type FormRichTextProps<T extends FieldValues> = Omit<
  RichTextEditorProps,
  'value' | 'onChange' | 'error'
> & { name: FieldPath<T> };

/** The rich-text editor bound to a field of the surrounding react-hook-form. */
export function FormRichText<T extends FieldValues>({ name, ...props }: FormRichTextProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <RichTextEditor
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
