import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { UPLOAD_MAX_BYTES } from '@trip/shared/media/uploads';
import { CAPTION_MAX_LENGTH, PACKAGE_MAX_IMAGES } from '@trip/shared/tour-packages/constants';
import { useState } from 'react';
import type { ImageEntry } from './package-form-values';

type ImageListEditorProps = {
  id: string;
  images: ImageEntry[];
  featuredKey: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onCaptionChange: (key: string, caption: string) => void;
  onFeaturedChange: (key: string) => void;
  error?: string;
};

/**
 * The package's images: thumbnails, a caption each, exactly one featured (a radio group, so
 * choosing one unchooses the others), and removal. New files are uploaded when the form is
 * saved.
 */
export function ImageListEditor({
  id,
  images,
  featuredKey,
  onAdd,
  onRemove,
  onCaptionChange,
  onFeaturedChange,
  error,
}: ImageListEditorProps) {
  const room = PACKAGE_MAX_IMAGES - images.length;
  const limitMb = UPLOAD_MAX_BYTES / 1024 / 1024;
  const hintId = `${id}-hint`;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={room <= 0}
        >
          Add images
          <input
            type="file"
            accept="image/*"
            multiple
            hidden
            aria-describedby={hintId}
            disabled={room <= 0}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []).slice(0, Math.max(room, 0));
              // The same file may be chosen again after it was removed.
              event.target.value = '';
              if (files.length > 0) onAdd(files);
            }}
          />
        </Button>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          Up to {PACKAGE_MAX_IMAGES} images of at most {limitMb} MB each. The featured image leads
          the package card.
        </Typography>
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      {images.length > 0 && (
        <RadioGroup
          aria-label="Featured image"
          name={`${id}-featured`}
          value={featuredKey ?? ''}
          onChange={(event) => onFeaturedChange(event.target.value)}
          sx={{
            mt: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {images.map((image, index) => (
            <ImageCard
              key={image.key}
              id={id}
              image={image}
              number={index + 1}
              featured={image.key === featuredKey}
              onRemove={() => onRemove(image.key)}
              onCaptionChange={(caption) => onCaptionChange(image.key, caption)}
            />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

type ImageCardProps = {
  id: string;
  image: ImageEntry;
  number: number;
  featured: boolean;
  onRemove: () => void;
  onCaptionChange: (caption: string) => void;
};

function ImageCard({ id, image, number, featured, onRemove, onCaptionChange }: ImageCardProps) {
  const [broken, setBroken] = useState(false);
  const name = image.kind === 'new' ? image.file.name : `Image ${number}`;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        p: 1.25,
        borderRadius: '12px',
        border: '1px solid',
        borderColor: featured ? 'primary.main' : 'rgba(15, 23, 42, 0.12)',
        bgcolor: featured ? 'rgba(29, 78, 216, 0.04)' : '#fff',
      }}
    >
      <Box
        sx={{
          width: 96,
          height: 72,
          flexShrink: 0,
          borderRadius: '8px',
          overflow: 'hidden',
          bgcolor: 'grey.200',
          display: 'grid',
          placeItems: 'center',
          color: 'grey.500',
        }}
      >
        {broken ? (
          <ImageOutlinedIcon aria-hidden />
        ) : (
          <Box
            component="img"
            src={image.preview}
            alt={image.caption.trim() || `Image ${number}`}
            onError={() => setBroken(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" noWrap title={name} sx={{ flex: 1, fontWeight: 600 }}>
            {name}
          </Typography>
          <Tooltip title={`Remove image ${number}`}>
            <IconButton size="small" aria-label={`Remove image ${number}`} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <TextField
          size="small"
          id={`${id}-${image.key}-caption`}
          label={`Caption for image ${number}`}
          value={image.caption}
          onChange={(event) => onCaptionChange(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CAPTION_MAX_LENGTH } }}
        />
        <FormControlLabel
          value={image.key}
          control={
            <Radio
              size="small"
              slotProps={{ input: { 'aria-label': `Featured image ${number}` } }}
            />
          }
          label="Featured"
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ m: 0 }}
        />
      </Box>
    </Box>
  );
}
