import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { useEffect, useId, useRef, useState } from 'react';

/** How long "Copied!" stays on the button. */
export const COPIED_NOTICE_MS = 2000;

type ShareDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The address to share. */
  url: string;
  /** Goes with the link where the network takes a text. */
  title: string;
};

/** The networks' own share pages: each opens in a new tab with the link filled in. */
function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
      icon: <FacebookIcon />,
      color: '#1464d2',
    },
    {
      name: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${link}&text=${text}`,
      icon: <XIcon />,
      color: '#0f1419',
    },
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      icon: <WhatsAppIcon />,
      color: '#0f7a3f',
    },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
      icon: <LinkedInIcon />,
      color: '#0a66c2',
    },
  ];
}

export function ShareDialog({ open, onClose, url, title }: ShareDialogProps) {
  const titleId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(url, linkField.current)) {
      setCopied(true);
    } else {
      // Nothing could be copied for the visitor: the link is selected for them to copy.
      linkField.current?.select();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7 }}>
        Share This Package
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', top: 10, right: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}>
        <Box
          component="ul"
          aria-label="Share on"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.25,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          }}
        >
          {shareLinks(url, title).map((network) => (
            <li key={network.name}>
              <Button
                fullWidth
                variant="contained"
                href={network.href}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={network.icon}
                sx={{
                  bgcolor: network.color,
                  '&:hover': { bgcolor: network.color, filter: 'brightness(0.9)' },
                }}
              >
                {network.name}
              </Button>
            </li>
          ))}
        </Box>
        <TextField
          id={`${titleId}-link`}
          label="Package link"
          value={url}
          size="small"
          fullWidth
          inputRef={linkField}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button
          variant={copied ? 'contained' : 'outlined'}
          color={copied ? 'success' : 'primary'}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          onClick={() => void copy()}
          aria-live="polite"
        >
          {copied ? 'Copied!' : 'Copy Link'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Puts the text on the clipboard. The Clipboard API exists only on secure pages (https or
 * this machine); elsewhere the selected text field is copied the older way.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the older way below.
    }
  }
  if (!field) return false;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
