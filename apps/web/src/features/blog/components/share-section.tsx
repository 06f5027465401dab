import { Box, Button, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import type { Blog } from '@trip/shared/blog/schemas';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useShareBlog } from '../api/share-blog';
import { sharedTimesText, totalShares } from '../utils/post-display';
import { shareTargets, type ShareTarget } from '../utils/share-links';
import { shapes } from '../../../config/theme-tokens';

/** How long "Link copied!" stays on the button. */
export const COPIED_NOTICE_MS = 2000;

/** The networks' colours, darkened where needed for 4.5:1 contrast with white text. */
const LOOKS: Record<ShareTarget['platform'], { icon: ReactElement; colour: string }> = {
  facebook: { icon: <FacebookIcon />, colour: '#0866ff' },
  twitter: { icon: <XIcon />, colour: '#0f1419' },
  linkedin: { icon: <LinkedInIcon />, colour: '#0a66c2' },
  whatsapp: { icon: <WhatsAppIcon />, colour: '#107c41' },
};

type ShareSectionProps = {
  blog: Blog;
  /** The post's address, as a reader would share it. */
  url: string;
};

/** "Share this post": copy the link or open a network's share page; each share is counted. */
export function ShareSection({ blog, url }: ShareSectionProps) {
  const headingId = useId();
  const share = useShareBlog(blog);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(url);
    } catch (error) {
      // The spec has copy failures logged only; the link stays in the address bar.
      console.warn('The link could not be copied', error);
      return;
    }
    setCopied(true);
    share.mutate('copy');
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 2 }}
      >
        Share this post
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.25,
        }}
      >
        <li>
          <Button
            variant={copied ? 'contained' : 'outlined'}
            color={copied ? 'success' : 'primary'}
            startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
            onClick={() => void copy()}
            aria-live="polite"
            sx={{ borderRadius: shapes.pill, minWidth: 132 }}
          >
            {copied ? 'Link copied!' : 'Copy link'}
          </Button>
        </li>
        {shareTargets(url, blog.title).map((target) => (
          <li key={target.platform}>
            <Button
              variant="contained"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={LOOKS[target.platform].icon}
              onClick={() => share.mutate(target.platform)}
              aria-label={`Share on ${target.name} (opens in a new tab)`}
              sx={{
                borderRadius: shapes.pill,
                bgcolor: LOOKS[target.platform].colour,
                '&:hover': { bgcolor: LOOKS[target.platform].colour, filter: 'brightness(0.9)' },
              }}
            >
              {target.name}
            </Button>
          </li>
        ))}
      </Box>
      <Typography role="status" sx={{ mt: 2, color: 'text.secondary' }}>
        {sharedTimesText(totalShares(blog.socialShares))}
      </Typography>
    </Box>
  );
}

/**
 * Puts the text on the clipboard. The Clipboard API exists only on secure pages (https or
 * this machine); elsewhere a hidden text box is copied the older way.
 */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, page not focused): try the older way below.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    field.remove();
  }
}
