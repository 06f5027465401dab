import { Box, Container, Link as MuiLink, Typography } from '@mui/material';
import type { SiteSettings } from '@trip/shared/settings/schemas';
import { navLinks, siteName, telHref } from '../../config/site';
import { AppLink } from '../app-link';
import { BrandLogo } from './brand-logo';

const footerLinkSx = {
  color: 'grey.300',
  textDecoration: 'none',
  '&:hover': { color: 'common.white', textDecoration: 'underline' },
} as const;

export type FooterContact = Pick<SiteSettings['contact'], 'address' | 'phone' | 'email'>;

/** The footer on every public page, with the agency's contact details from the site settings. */
export function SiteFooter({ contact }: { contact: FooterContact }) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.200', mt: 8 }}>
      <Container
        maxWidth="lg"
        sx={{
          py: 6,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1.5fr' },
        }}
      >
        <Box>
          <BrandLogo inverted />
          <Typography variant="body2" sx={{ mt: 2, color: 'grey.300', maxWidth: 340 }}>
            Your AI travel companion for journeys across India and beyond, powered by a partner
            travel agency in Hooghly.
          </Typography>
        </Box>
        <Box component="nav" aria-label="Footer">
          <Typography component="h2" sx={{ fontWeight: 600, mb: 1.5, color: 'common.white' }}>
            Explore
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <MuiLink component={AppLink} to={link.href} sx={footerLinkSx}>
                  {link.label}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 600, mb: 1.5, color: 'common.white' }}>
            Contact
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'grey.300' }}>
              {contact.address}
            </Typography>
            <MuiLink href={telHref(contact.phone)} variant="body2" sx={footerLinkSx}>
              {contact.phone}
            </MuiLink>
            <MuiLink href={`mailto:${contact.email}`} variant="body2" sx={footerLinkSx}>
              {contact.email}
            </MuiLink>
          </Box>
        </Box>
      </Container>
      <Box sx={{ borderTop: '1px solid rgba(226, 232, 240, 0.12)' }}>
        <Container maxWidth="lg" sx={{ py: 2.5 }}>
          {/* A page prerendered last year says so until React adopts it and writes this year. */}
          <Typography variant="body2" sx={{ color: 'grey.300' }} suppressHydrationWarning>
            {`© ${year} ${siteName}. All rights reserved.`}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
