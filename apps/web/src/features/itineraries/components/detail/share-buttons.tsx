import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import type { SharePlatform } from '@trip/shared/itineraries/constants';
import { COPIED_LABEL_MS, detailPageMessages } from '@trip/shared/itineraries/page-messages';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { paths } from '../../../../config/paths';
import { trackEvent } from '../../../../lib/analytics';
import { usePageOrigin } from '../../../../lib/page-origin';
import { shareItinerary } from '../../api/share-itinerary';
import { itineraryShareText, shareLinks } from '../../utils/share-links';
import { shapes } from '../../../../config/theme-tokens';

/** The page's public address: what a friend opens. */
export function itineraryUrl(slug: string, origin = window.location.origin): string {
  return `${origin}${paths.itinerary(slug)}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (an old browser, or no permission): a hidden field still copies.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

const buttonSx = { borderRadius: shapes.pill, px: 2 } as const;

/** Facebook, X (Twitter), WhatsApp and copy link; each share is counted. */
export function ShareButtons({ itinerary }: { itinerary: Itinerary }) {
  const [copied, setCopied] = useState(false);
  const url = itineraryUrl(itinerary.slug, usePageOrigin());
  const links = shareLinks(url, itineraryShareText(itinerary));

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const record = (platform: SharePlatform) => {
    void shareItinerary(itinerary._id, platform);
    trackEvent({
      activityType: 'itinerary_share',
      itineraryData: { itinerarySlug: itinerary.slug, platform },
    });
  };

  const linkButton = (platform: SharePlatform, href: string, label: string, icon: ReactNode) => (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={icon}
      onClick={() => record(platform)}
      sx={buttonSx}
    >
      {label}
    </Button>
  );

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-print="hide">
      {linkButton('facebook', links.facebook, 'Facebook', <FacebookIcon />)}
      {linkButton('twitter', links.twitter, 'X (Twitter)', <XIcon />)}
      {linkButton('whatsapp', links.whatsapp, 'WhatsApp', <WhatsAppIcon />)}
      <Button
        variant="outlined"
        startIcon={copied ? <CheckIcon /> : <LinkIcon />}
        onClick={() => {
          void copyText(url).then((done) => {
            if (!done) return;
            setCopied(true);
            record('copy');
          });
        }}
        aria-live="polite"
        sx={buttonSx}
      >
        {copied ? detailPageMessages.copied : 'Copy link'}
      </Button>
    </Stack>
  );
}
