import { formatCount } from '@trip/shared/common/money';
import { Box, Chip, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AirlineSeatReclineNormalIcon from '@mui/icons-material/AirlineSeatReclineNormal';
import GroupsIcon from '@mui/icons-material/Groups';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import type { ReactNode } from 'react';
import { panelSx } from './section-card';
import { FiveStars } from './five-stars';

/** Title, short description, category, reviews and views. */
export function PackageHeader({ pkg }: { pkg: TourPackage }) {
  return (
    <Box component="header">
      <Chip
        label={pkg.category}
        size="small"
        sx={{ fontWeight: 600, bgcolor: 'rgba(29, 78, 216, 0.1)', color: 'primary.dark', mb: 1.5 }}
      />
      <Typography
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.5rem' }, lineHeight: 1.2 }}
      >
        {pkg.title}
      </Typography>
      <Typography
        sx={{ color: 'text.secondary', mt: 1.5, fontSize: { md: '1.1rem' }, maxWidth: 820 }}
      >
        {pkg.shortDescription}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2.5,
          rowGap: 1,
          mt: 2,
          color: 'text.secondary',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <FiveStars />
          <Typography variant="body2">
            {formatCount(pkg.rating.count)} {pkg.rating.count === 1 ? 'review' : 'reviews'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <VisibilityOutlinedIcon fontSize="small" aria-hidden="true" />
          <Typography variant="body2">
            {formatCount(pkg.views)} {pkg.views === 1 ? 'view' : 'views'}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** The four facts under the header: route, days, group size and travel class. */
export function PackageFacts({ pkg }: { pkg: TourPackage }) {
  const { travelDetails } = pkg;
  const facts: { icon: ReactNode; label: string; value: string }[] = [
    {
      icon: <PlaceOutlinedIcon />,
      label: 'Route',
      value: `${travelDetails.fromLocation} → ${travelDetails.toLocation}`,
    },
    {
      icon: <AccessTimeIcon />,
      label: 'Duration',
      value: `${travelDetails.duration} ${travelDetails.duration === 1 ? 'Day' : 'Days'}`,
    },
    {
      icon: <GroupsIcon />,
      label: 'Group size',
      value: `Max ${travelDetails.maxTravelers} Travelers`,
    },
    {
      icon: <AirlineSeatReclineNormalIcon />,
      label: 'Travel class',
      value: travelDetails.travelClass,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label="Package facts"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.label}
          sx={{
            ...panelSx,
            p: { xs: 1.5, md: 2 },
            display: 'flex',
            gap: { xs: 1.25, md: 1.5 },
            alignItems: 'center',
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              width: { xs: 34, md: 40 },
              height: { xs: 34, md: 40 },
              flexShrink: 0,
              borderRadius: '12px',
              display: 'grid',
              placeItems: 'center',
              color: 'common.white',
              background: 'linear-gradient(135deg, #2563eb, #7c3aed)',
            }}
          >
            {fact.icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {fact.label}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fact.value}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
