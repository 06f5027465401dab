import { Box, Button, Container, Link as MuiLink, Paper, Typography } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MapEmbed } from '../../../components/map-embed';
import { paths } from '../../../config/paths';
import { officeMapPoint, siteName, telHref } from '../../../config/site';
import { useSiteSettings } from '../../../features/settings/api/get-site-settings';
import { osmEmbedUrl, osmOpenUrl } from '../../../lib/open-street-map';
import { openPromoPopup } from '../../../lib/promo-popup';
import { shapes } from '../../../config/theme-tokens';

const heroGradient = 'linear-gradient(135deg, #1e3a8a 0%, #4338ca 55%, #6d28d9 100%)';

const cardSx = {
  p: 3,
  height: '100%',
  borderRadius: '20px',
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  border: '1px solid rgba(15, 23, 42, 0.08)',
  boxShadow: '0 10px 30px -18px rgba(30, 58, 138, 0.35)',
  '@media (prefers-reduced-motion: no-preference)': {
    transition: 'transform 0.25s ease, box-shadow 0.25s ease',
    '&:hover': {
      transform: 'translateY(-4px)',
      boxShadow: '0 18px 40px -20px rgba(30, 58, 138, 0.45)',
    },
  },
} as const;

const sectionHeadingSx = {
  fontWeight: 700,
  fontSize: { xs: '1.6rem', md: '2.125rem' },
  lineHeight: 1.25,
  mb: 3,
} as const;

const threeColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
} as const;

const brandCards = [
  {
    icon: <AutoAwesomeIcon />,
    title: 'Your AI travel companion',
    text: `Tell ${siteName} where and when you want to go, and it drafts several priced, day-wise itineraries in seconds.`,
  },
  {
    icon: <HandshakeIcon />,
    title: 'Powered by a partner travel agency',
    text: 'A trusted local travel agency checks every booking request and arranges the hotels, transport and guides.',
  },
  {
    icon: <FlightTakeoffIcon />,
    title: 'Made for travellers in India',
    text: 'Prices in rupees, journeys across India and abroad, and people who know the routes when you need them.',
  },
];

const reasons = [
  {
    icon: <AutoAwesomeIcon />,
    title: 'AI-Powered Planning',
    text: 'Itineraries built around your dates, budget and travel class, each with a day-by-day plan.',
  },
  {
    icon: <TravelExploreIcon />,
    title: 'Smart Travel Platform',
    text: 'Search trips, compare packages and request bookings in one place, on any device.',
  },
  {
    icon: <SupportAgentIcon />,
    title: 'Human Expertise',
    text: 'Travel experts at our partner agency confirm the details and help whenever plans change.',
  },
];

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 48,
        height: 48,
        flexShrink: 0,
        borderRadius: '14px',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: 'linear-gradient(135deg, #2563eb, #7c3aed)',
      }}
    >
      {children}
    </Box>
  );
}

function InfoCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper elevation={0} sx={cardSx}>
      <IconBadge>{icon}</IconBadge>
      <Typography component="h3" variant="h6" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Paper>
  );
}

function ContactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <IconBadge>{icon}</IconBadge>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

export function ContactRoute() {
  // The defaults stand in while the agency's details load.
  const { contact } = useSiteSettings().settings;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        component="section"
        aria-labelledby="contact-heading"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: { xs: '24px', md: '32px' },
          px: { xs: 3, md: 7 },
          py: { xs: 5, md: 8 },
          color: 'common.white',
          background: heroGradient,
          boxShadow: '0 30px 60px -30px rgba(49, 46, 129, 0.6)',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            right: -80,
            top: -80,
            width: 320,
            height: 320,
            borderRadius: '50%',
            background: 'radial-gradient(circle, rgba(251, 146, 60, 0.45), transparent 70%)',
          }}
        />
        <Box sx={{ position: 'relative', maxWidth: 640 }}>
          <Typography
            sx={{
              textTransform: 'uppercase',
              letterSpacing: '0.12em',
              fontWeight: 600,
              fontSize: '0.8rem',
            }}
          >
            Contact us
          </Typography>
          <Typography
            id="contact-heading"
            component="h1"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '2.2rem', md: '3.2rem' },
              lineHeight: 1.15,
              my: 2,
            }}
          >
            Get In Touch
          </Typography>
          <Typography
            sx={{
              fontSize: { xs: '1rem', md: '1.15rem' },
              color: 'rgba(255, 255, 255, 0.92)',
              mb: 4,
            }}
          >
            Questions about a trip, a package or a booking? Our AI planner and the travel experts
            behind it are here to help, by phone, by e-mail or at our office.
          </Typography>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<LocalOfferIcon aria-hidden="true" />}
            onClick={() => openPromoPopup('contact_page')}
            sx={{
              px: 3.5,
              py: 1.4,
              borderRadius: shapes.pill,
              boxShadow: '0 12px 24px -10px rgba(0, 0, 0, 0.45)',
            }}
          >
            Get Exclusive Offers
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="about-heading" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="about-heading" component="h2" sx={sectionHeadingSx}>
          {`Meet ${siteName}`}
        </Typography>
        <Box sx={threeColumns}>
          {brandCards.map((card) => (
            <InfoCard key={card.title} {...card} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="reach-heading" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="reach-heading" component="h2" sx={sectionHeadingSx}>
          Visit, call or write
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'stretch',
          }}
        >
          <Paper elevation={0} sx={{ ...cardSx, display: 'grid', gap: 3, alignContent: 'center' }}>
            <ContactLine icon={<LocationOnIcon />} label="Office">
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                {contact.address}
              </Box>
            </ContactLine>
            <ContactLine icon={<PhoneIcon />} label="Phone">
              <MuiLink href={telHref(contact.phone)} underline="hover">
                {contact.phone}
              </MuiLink>
            </ContactLine>
            <ContactLine icon={<MailOutlineIcon />} label="E-mail">
              <MuiLink href={`mailto:${contact.email}`} underline="hover">
                {contact.email}
              </MuiLink>
            </ContactLine>
          </Paper>
          <MapEmbed
            src={osmEmbedUrl(officeMapPoint)}
            title={`Map of our office in ${contact.address}`}
            address={contact.address}
            openUrl={osmOpenUrl(officeMapPoint)}
          />
        </Box>
      </Box>

      <Box component="section" aria-labelledby="why-heading" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="why-heading" component="h2" sx={sectionHeadingSx}>
          {`Why Choose ${siteName}`}
        </Typography>
        <Box sx={threeColumns}>
          {reasons.map((reason) => (
            <InfoCard key={reason.title} {...reason} />
          ))}
        </Box>
      </Box>

      <Box
        component="section"
        aria-labelledby="cta-heading"
        sx={{
          mt: { xs: 6, md: 8 },
          borderRadius: { xs: '24px', md: '32px' },
          px: { xs: 3, md: 7 },
          py: { xs: 5, md: 6 },
          textAlign: 'center',
          bgcolor: 'rgba(255, 255, 255, 0.9)',
          border: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <Typography id="cta-heading" component="h2" sx={{ ...sectionHeadingSx, mb: 0 }}>
          Ready to plan your next trip?
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, mb: 3.5, maxWidth: 560, mx: 'auto' }}>
          Tell us where you want to go and get AI-crafted itineraries, priced in rupees, in seconds.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={Link}
            to={paths.home}
            variant="contained"
            size="large"
            sx={{ px: 4, borderRadius: shapes.pill }}
          >
            Start Planning
          </Button>
          <Button
            component={Link}
            to={paths.packages}
            variant="outlined"
            size="large"
            sx={{ px: 4, borderRadius: shapes.pill }}
          >
            Browse Packages
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
