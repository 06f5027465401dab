import { Box, Button, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';

type FeaturedImagePickerProps = {
  /** The picture shown now (the chosen file's preview or the stored one); '' for none. */
  image: string;
  error: string | undefined;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
};

/** The post's featured image: a preview, a button to choose a file and one to remove it. */
export function FeaturedImagePicker({
  image,
  error,
  onChoose,
  onRemove,
}: FeaturedImagePickerProps) {
  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Featured image
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          borderRadius: '12px',
          border: '1px dashed',
          borderColor: error ? 'error.main' : 'grey.300',
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image}
            alt="Featured image preview"
            sx={{ width: 160, aspectRatio: '3 / 2', objectFit: 'cover', borderRadius: '10px' }}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              width: 160,
              aspectRatio: '3 / 2',
              borderRadius: '10px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.100',
              color: 'grey.500',
            }}
          >
            <AddPhotoAlternateOutlinedIcon fontSize="large" />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {image ? 'Change image' : 'Upload image'}
            <input
              hidden
              type="file"
              accept="image/*"
              aria-label="Featured image file"
              onChange={(event) => {
                onChoose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {image && (
            <Button color="error" onClick={onRemove}>
              Remove image
            </Button>
          )}
        </Box>
      </Box>
      <Typography
        variant="caption"
        role={error ? 'alert' : undefined}
        sx={{ display: 'block', mt: 0.75, color: error ? 'error.main' : 'text.secondary' }}
      >
        {error ?? 'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.'}
      </Typography>
    </Box>
  );
}
