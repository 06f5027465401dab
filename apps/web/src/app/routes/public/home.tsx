import { Box, Button, Container, Typography } from '@mui/material';
import { lazy } from 'react';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { AdoptWhenSeen } from '../../../components/adopt-when-seen';
import { HeroBackdrop } from '../../../components/home/hero-backdrop';
import { openPromoPopup } from '../../../lib/promo-popup';
import { useSession } from '../../../lib/session';
import { shapes } from '../../../config/theme-tokens';

const HERO_HEADING_ID = 'home-heading';

// The sections below the hero come in their own chunks. The prerendered page has them all; in
// the browser React adopts the hero first and each of these only as it nears the screen, in
// tasks of their own, instead of the whole page in one long task (apps/web/PERFORMANCE.md).
const FeaturedPackages = lazy(async () => ({
  default: (await import('../../../features/tour-packages/components/featured/featured-packages'))
    .FeaturedPackages,
}));
const PopularSearches = lazy(async () => ({
  default: (
    await import('../../../features/itineraries/components/popular-searches/popular-searches')
  ).PopularSearches,
}));
const HowItWorks = lazy(async () => ({
  default: (await import('../../../components/home/how-it-works')).HowItWorks,
}));
const OfferSection = lazy(async () => ({
  default: (await import('../../../features/settings/components/offer-section')).OfferSection,
}));

/** The results page, fetched while the visitor fills in the search card. */
const preloadResults = () => void import('./search-results');

// The search card, too, comes in its own chunk, and React adopts it only when the visitor
// reaches for it (a pointer over it or down on it, or the focus in it): until then its
// prerendered markup is on screen and keeps what is typed, and a visitor who only reads the page
// never fetches the form's code (docs/decisions/0027-search-card-adopted-when-used.md).
const SearchCard = lazy(async () => ({
  default: (await import('../../../features/itineraries/components/search-card/search-card'))
    .SearchCard,
}));
const searchCard = (
  <AdoptWhenSeen until="used">
    <SearchCard onIntent={preloadResults} />
  </AdoptWhenSeen>
);

const promoButtonSx = {
  px: 3.5,
  py: 1.3,
  borderRadius: shapes.pill,
  fontSize: '1rem',
  color: 'common.white',
  background: 'linear-gradient(135deg, #c2410c 0%, #db2777 100%)',
  boxShadow: '0 14px 28px -14px rgba(194, 65, 12, 0.9)',
  '&:hover': { background: 'linear-gradient(135deg, #9a3412 0%, #be185d 100%)' },
} as const;

function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="section"
      id="home"
      aria-labelledby={HERO_HEADING_ID}
      sx={{ position: 'relative', isolation: 'isolate', overflow: 'hidden' }}
    >
      <HeroBackdrop />
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          zIndex: 1,
          pt: { xs: 5, sm: 7, md: 10 },
          pb: { xs: 5, md: 9 },
          textAlign: 'center',
          color: 'common.white',
        }}
      >
        <Typography
          id={HERO_HEADING_ID}
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '2.1rem', sm: '2.8rem', md: '3.6rem' },
            lineHeight: 1.12,
            letterSpacing: '-0.01em',
            textShadow: '0 2px 18px rgba(15, 23, 42, 0.45)',
          }}
        >
          Where do you want to fly today?
        </Typography>
        <Typography
          sx={{
            mt: { xs: 1.5, md: 2 },
            mb: { xs: 3.5, md: 5 },
            fontSize: { xs: '1.05rem', md: '1.3rem' },
            color: 'rgba(255, 255, 255, 0.94)',
            textShadow: '0 1px 12px rgba(15, 23, 42, 0.5)',
          }}
        >
          AI-powered journeys, personalized for you.
        </Typography>
        {searchCard}
        {!signedIn && (
          <Box
            sx={{
              mt: { xs: 3, md: 4 },
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexWrap: 'wrap',
              gap: { xs: 1.5, sm: 2 },
            }}
          >
            <Typography
              sx={{
                fontWeight: 600,
                color: 'text.primary',
                textShadow: '0 1px 8px rgba(255, 255, 255, 0.7)',
              }}
            >
              Not sure where to go yet?
            </Typography>
            <Button
              onClick={() => openPromoPopup('home_hero')}
              startIcon={<FlightTakeoffIcon />}
              sx={promoButtonSx}
            >
              Plan My Escape
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}

/** The offer, with the button that opens the popup for a visitor who is not signed in. */
function HomeOffer() {
  const { isSignedIn } = useSession();
  return (
    <OfferSection
      action={
        isSignedIn ? undefined : (
          <Button
            onClick={() => openPromoPopup('home_offer')}
            size="large"
            sx={{
              px: 4,
              py: 1.4,
              borderRadius: shapes.pill,
              fontSize: '1.05rem',
              color: 'secondary.dark',
              bgcolor: 'common.white',
              boxShadow: '0 14px 28px -14px rgba(15, 23, 42, 0.6)',
              '&:hover': { bgcolor: 'accent.warm' },
            }}
          >
            Book Now
          </Button>
        )
      }
    />
  );
}

// Made once, so that a render of the page (the session arriving, say) never reaches a section
// React has not adopted yet (components/adopt-when-seen.tsx).
const sectionsBelowTheHero = (
  <>
    <AdoptWhenSeen>
      <FeaturedPackages />
    </AdoptWhenSeen>
    <AdoptWhenSeen>
      <PopularSearches />
    </AdoptWhenSeen>
    <AdoptWhenSeen>
      <HowItWorks />
    </AdoptWhenSeen>
    <AdoptWhenSeen>
      <HomeOffer />
    </AdoptWhenSeen>
  </>
);

/** The home page: hero with the search card, packages, popular searches, steps and the offer. */
export function HomeRoute() {
  const { isSignedIn } = useSession();
  return (
    <>
      <Hero signedIn={isSignedIn} />
      {sectionsBelowTheHero}
    </>
  );
}
