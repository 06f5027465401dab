import { Box, Container, Paper, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LuggageIcon from '@mui/icons-material/Luggage';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { SectionHeading } from './section-heading';

const HEADING_ID = 'how-it-works-heading';

const steps = [
  {
    icon: <TravelExploreIcon />,
    title: 'Find your destination',
    text: 'Tell us where you are flying from and where you dream of going, with your dates, travellers, class and budget.',
  },
  {
    icon: <AutoAwesomeIcon />,
    title: 'Book and plan with AI',
    text: 'Compare several AI-generated itineraries, each priced per person in rupees, then book the one you love.',
  },
  {
    icon: <LuggageIcon />,
    title: 'Enjoy the journey',
    text: 'Travel with a day-wise plan, packing tips and real-time updates from our travel experts.',
  },
];

/** The three steps from a search to the trip. */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id={HEADING_ID}
          eyebrow="Simple as one, two, three"
          title="How it works"
          subtitle="From a first idea to the day you leave, in three steps."
        />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {steps.map((step, index) => (
            <Paper
              key={step.title}
              component="li"
              elevation={0}
              sx={{
                position: 'relative',
                p: 3.5,
                borderRadius: '22px',
                bgcolor: 'rgba(255, 255, 255, 0.92)',
                border: '1px solid rgba(15, 23, 42, 0.08)',
                boxShadow: '0 10px 30px -18px rgba(30, 58, 138, 0.35)',
              }}
            >
              <Typography
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 16,
                  right: 24,
                  fontSize: '3.5rem',
                  fontWeight: 800,
                  lineHeight: 1,
                  color: 'rgba(29, 78, 216, 0.12)',
                }}
              >
                {index + 1}
              </Typography>
              <Box
                aria-hidden="true"
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '18px',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'common.white',
                  background: 'linear-gradient(135deg, #2563eb, #7c3aed)',
                  boxShadow: '0 12px 24px -12px rgba(79, 70, 229, 0.8)',
                }}
              >
                {step.icon}
              </Box>
              <Typography
                component="h3"
                sx={{ fontWeight: 700, fontSize: '1.2rem', mt: 2.5, mb: 1 }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {`Step ${index + 1}: `}
                </Box>
                {step.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
