import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { itineraryDays, type ItineraryEntry } from '@trip/shared/tour-packages/itinerary-text';
import type { ComponentType } from 'react';
import { SectionCard } from './section-card';
import { shapes } from '../../../config/theme-tokens';

/**
 * The package description. It is HTML written in the admin's editor, and the server keeps
 * only b, strong, i, em, h2, h3, ul, ol, li, p and br (no attributes, so no links, styles or
 * scripts) both when it is saved and when the demo catalogue is loaded. That server-side
 * sanitising is what makes inserting it here safe; the page adds no second filter.
 */
export function AboutSection({ html }: { html: string }) {
  return (
    <SectionCard title="About This Package">
      <Box
        sx={{
          color: 'grey.700',
          lineHeight: 1.75,
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p': { my: 1.5 },
          '& h2, & h3': { color: 'text.primary', fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
          '& h2': { fontSize: '1.2rem' },
          '& h3': { fontSize: '1.05rem' },
          '& ul, & ol': { pl: 3, my: 1.5 },
          '& li': { mb: 0.5 },
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </SectionCard>
  );
}

type ListTone = { icon: ComponentType<SvgIconProps>; color: string };

const tones = {
  feature: { icon: StarOutlineIcon, color: 'primary.main' },
  included: { icon: CheckCircleOutlineIcon, color: 'accent.green' },
  excluded: { icon: CancelOutlinedIcon, color: 'accent.alert' },
} satisfies Record<string, ListTone>;

/** A titled list of short texts, each with an icon; nothing at all when the list is empty. */
export function ListSection({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly string[];
  tone: keyof typeof tones;
}) {
  if (items.length === 0) return null;
  const { icon: Icon, color } = tones[tone];
  return (
    <SectionCard title={title}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: tone === 'feature' ? { sm: 'repeat(2, minmax(0, 1fr))' } : '1fr',
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
          >
            <Icon fontSize="small" aria-hidden="true" sx={{ color, mt: '3px', flexShrink: 0 }} />
            <Typography sx={{ color: 'grey.700' }}>{item}</Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

/** The day-wise plan, one fold per day, the first open. */
export function ItinerarySection({ itinerary }: { itinerary: string | readonly ItineraryEntry[] }) {
  const days = itineraryDays(itinerary);
  if (days.length === 0) return null;
  return (
    <SectionCard title="Day-wise Itinerary">
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {days.map((day, index) => (
          <Accordion
            key={`${day.day}-${index}`}
            defaultExpanded={index === 0}
            disableGutters
            elevation={0}
            sx={{
              border: '1px solid rgba(15, 23, 42, 0.1)',
              borderRadius: '12px !important',
              '&::before': { display: 'none' },
              overflow: 'hidden',
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              sx={{ '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 1.5 } }}
            >
              <Box
                component="span"
                sx={{
                  flexShrink: 0,
                  px: 1.25,
                  py: 0.25,
                  borderRadius: shapes.pill,
                  fontSize: '0.8rem',
                  fontWeight: 700,
                  color: 'common.white',
                  bgcolor: 'primary.main',
                }}
              >
                Day {day.day}
              </Box>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {day.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Typography sx={{ color: 'grey.700', whiteSpace: 'pre-line', lineHeight: 1.7 }}>
                {day.detail}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </SectionCard>
  );
}
