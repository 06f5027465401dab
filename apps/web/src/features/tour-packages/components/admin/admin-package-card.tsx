import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { CardHeading } from '../../../../components/admin/card-heading';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LandscapeOutlinedIcon from '@mui/icons-material/LandscapeOutlined';
import StarIcon from '@mui/icons-material/Star';
import { PACKAGE_STATUSES, type PackageStatus } from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { useState } from 'react';
import { STATUS_COLOURS, STATUS_LABELS } from './package-display';
import { formatPrice } from '@trip/shared/common/money';

type AdminPackageCardProps = {
  item: TourPackage;
  onEdit: () => void;
  onDelete: () => void;
  onStatusChange: (status: PackageStatus) => void;
};

/** One package in the grid, coloured by its status, with the status dropdown on the card. */
export function AdminPackageCard({
  item,
  onEdit,
  onDelete,
  onStatusChange,
}: AdminPackageCardProps) {
  const colours = STATUS_COLOURS[item.status];
  const image = item.images.find((candidate) => candidate.isFeatured) ?? item.images[0];
  const [broken, setBroken] = useState(false);
  const { pricing, travelDetails } = item;
  const statusId = `package-status-${item._id}`;

  return (
    <Card
      component="article"
      aria-label={item.title}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '16px',
        borderColor: colours.border,
        borderTop: `4px solid ${colours.accent}`,
        bgcolor: colours.tint,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200' }}>
        {image && !broken ? (
          <Box
            component="img"
            src={image.url}
            srcSet={image.srcset.map((source) => `${source.url} ${source.width}w`).join(', ')}
            sizes="(min-width: 1200px) 360px, (min-width: 600px) 50vw, 100vw"
            alt={image.caption || item.title}
            loading="lazy"
            onError={() => setBroken(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: '100%',
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              color: 'grey.500',
              background: 'linear-gradient(135deg, #e0f2fe 0%, #e2e8f0 100%)',
              '& svg': { fontSize: 48 },
            }}
          >
            <LandscapeOutlinedIcon />
          </Box>
        )}
        <Box sx={{ position: 'absolute', top: 10, left: 10, display: 'flex', gap: 0.75 }}>
          <Chip
            size="small"
            label={STATUS_LABELS[item.status]}
            sx={{ fontWeight: 700, bgcolor: colours.tint, color: colours.text }}
          />
          {item.featured && (
            <Chip
              size="small"
              icon={<StarIcon sx={{ fontSize: 16 }} />}
              label="Featured"
              sx={{
                fontWeight: 700,
                bgcolor: 'accent.warm',
                color: 'secondary.dark',
                '& .MuiChip-icon': { color: 'accent.orange' },
              }}
            />
          )}
        </Box>
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <CardHeading category={item.category} title={item.title} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {travelDetails.fromLocation} → {travelDetails.toLocation} · {travelDetails.duration}{' '}
          {travelDetails.duration === 1 ? 'day' : 'days'}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.1rem', color: 'text.primary' }}>
            {formatPrice(pricing.discountedPrice, pricing.currency)}
          </Typography>
          {pricing.discountPercentage > 0 && (
            <>
              <Typography component="s" variant="body2" sx={{ color: 'text.secondary' }}>
                {formatPrice(pricing.basePrice, pricing.currency)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700, color: 'tone.success.text' }}>
                {pricing.discountPercentage}% off
              </Typography>
            </>
          )}
          {pricing.pricePerPerson && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              per person
            </Typography>
          )}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          /package/{item.slug} · {item.views} {item.views === 1 ? 'view' : 'views'}
        </Typography>
      </CardContent>
      <CardActions
        sx={{
          px: 2,
          pb: 2,
          pt: 0,
          gap: 1,
          alignItems: 'center',
        }}
      >
        <TextField
          select
          size="small"
          id={statusId}
          label="Status"
          value={item.status}
          onChange={(event) => onStatusChange(event.target.value as PackageStatus)}
          sx={{ flex: '1 1 140px', maxWidth: 200, bgcolor: 'common.white', borderRadius: 1 }}
        >
          {PACKAGE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
          <Tooltip title="Edit">
            <IconButton
              onClick={onEdit}
              aria-label={`Edit ${item.title}`}
              sx={{ color: 'primary.main' }}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              onClick={onDelete}
              aria-label={`Delete ${item.title}`}
              sx={{ color: 'accent.alert' }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
