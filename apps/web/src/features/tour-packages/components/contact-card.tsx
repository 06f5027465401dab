import { Box, Link, Paper, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { phoneDigits } from '@trip/shared/common/phone';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import type { ReactNode } from 'react';
import { useSiteContact } from '../api/get-site-contact';
import { panelSx } from './section-card';

/**
 * How to reach someone about this package: its own contacts where it has them, else the
 * agency's from the site settings, field by field.
 */
export function ContactCard({ pkg }: { pkg: TourPackage }) {
  const own = pkg.contactInfo;
  const site = useSiteContact(!own.phone || !own.email || !own.whatsapp);
  const phone = own.phone || site.phone;
  const email = own.email || site.email;
  const whatsapp = phoneDigits(own.whatsapp || site.whatsapp);
  const greeting = encodeURIComponent(`Hello, I would like to know more about "${pkg.title}".`);
  return (
    <Paper component="section" aria-labelledby="package-contact-title" elevation={0} sx={panelSx}>
      <Typography
        id="package-contact-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 1.5 }}
      >
        Contact Us
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        <ContactLink
          icon={<PhoneIcon fontSize="small" />}
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {phone}
        </ContactLink>
        <ContactLink icon={<MailOutlineIcon fontSize="small" />} href={`mailto:${email}`}>
          {email}
        </ContactLink>
        <ContactLink
          icon={<WhatsAppIcon fontSize="small" />}
          href={`https://wa.me/${whatsapp}?text=${greeting}`}
          external
        >
          Chat on WhatsApp
        </ContactLink>
      </Box>
    </Paper>
  );
}

function ContactLink({
  icon,
  href,
  external = false,
  children,
}: {
  icon: ReactNode;
  href: string;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      underline="hover"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        fontWeight: 600,
        overflowWrap: 'anywhere',
        minHeight: 32,
      }}
    >
      <Box component="span" aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
        {icon}
      </Box>
      {children}
    </Link>
  );
}
