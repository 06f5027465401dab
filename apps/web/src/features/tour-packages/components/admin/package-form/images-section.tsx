import { UPLOAD_MAX_BYTES, uploadMessages } from '@trip/shared/media/uploads';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorSummary } from '../../../../../components/form/error-summary';
import { ImageListEditor } from '../image-list-editor';
import { withImageRemoved, withImagesAdded, type PackageFormValues } from '../package-form-values';
import { FormSection } from './form-section';

type ImagesSectionProps = {
  /** Says which chosen files were too large (or clears that message). */
  onRefused: (message: string | undefined) => void;
};

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** The package's pictures: add, caption, choose the featured one, remove. */
export function ImagesSection({ onRefused }: ImagesSectionProps) {
  const { control, getValues, setValue, formState } = useFormContext<PackageFormValues>();
  const images = useWatch({ control, name: 'images' });
  const featuredKey = useWatch({ control, name: 'featuredImageKey' });
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const created = previews.current;
    return () => {
      for (const url of created) URL.revokeObjectURL?.(url);
    };
  }, []);

  const apply = (next: PackageFormValues) => {
    setValue('images', next.images, { shouldDirty: true });
    setValue('featuredImageKey', next.featuredImageKey, { shouldDirty: true });
  };

  const add = (files: File[]) => {
    const tooLarge = files.filter((file) => file.size > UPLOAD_MAX_BYTES);
    const accepted = files.filter((file) => file.size <= UPLOAD_MAX_BYTES);
    onRefused(
      tooLarge.length > 0
        ? tooLarge.map((file) => uploadMessages.tooLarge(file.name)).join(', ')
        : undefined,
    );
    apply(
      withImagesAdded(getValues(), accepted, (file) => {
        const url = previewOf(file);
        if (url) previews.current.add(url);
        return url;
      }),
    );
  };

  const { errors } = formState;
  const error = errorSummary({ images: errors.images, featuredImageKey: errors.featuredImageKey });
  return (
    <FormSection title="Images">
      <ImageListEditor
        id="package-images"
        images={images}
        featuredKey={featuredKey}
        onAdd={add}
        onRemove={(key) => apply(withImageRemoved(getValues(), key))}
        onCaptionChange={(key, caption) =>
          setValue(
            'images',
            getValues('images').map((image) => (image.key === key ? { ...image, caption } : image)),
            { shouldDirty: true },
          )
        }
        onFeaturedChange={(key) => setValue('featuredImageKey', key, { shouldDirty: true })}
        error={error || undefined}
      />
    </FormSection>
  );
}
