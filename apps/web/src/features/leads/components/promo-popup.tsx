import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { PHONE_MAX_DIGITS } from '@trip/shared/common/phone';
import { LEAD_NAME_MAX_LENGTH } from '@trip/shared/leads/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { leadNameSchema, leadPhoneSchema } from '@trip/shared/leads/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { siteName } from '../../../config/site';
import { leadOutbox } from '../api/lead-outbox';
import { rememberLeadSubmitted, rememberPromoDismissed } from '../utils/promo-cookies';
import { shapes } from '../../../config/theme-tokens';

/** The spec's pause on the thank-you before the popup closes by itself. */
export const THANK_YOU_CLOSE_DELAY_MS = 2000;

const perks = [
  { label: 'Up to 40% OFF', icon: <LocalOfferIcon /> },
  { label: 'Free Travel Guide', icon: <MenuBookIcon /> },
  { label: 'VIP Access', icon: <WorkspacePremiumIcon /> },
];

/** The popup's fields, phone first: the spec checks it first. */
const popupSchema = z.object({ phone: leadPhoneSchema, name: leadNameSchema });
type PopupValues = z.input<typeof popupSchema>;
type PopupLead = z.output<typeof popupSchema>;

/** The shared rules, reporting only the first field that fails, as the spec's popup does. */
const firstErrorOnly: Resolver<PopupValues, unknown, PopupLead> = async (...args) => {
  const result = await zodResolver(popupSchema)(...args);
  const [first] = Object.keys(result.errors) as Array<keyof PopupValues>;
  return first ? { values: {}, errors: { [first]: result.errors[first] } } : result;
};

type PromoPopupProps = {
  open: boolean;
  /** Which button opened it, kept with the lead; none when it opened by itself. */
  source?: string;
  /** The visitor closed it (cross, "Maybe Later", Escape or a click outside). */
  onClose: () => void;
  /** The thank-you has been shown. */
  onSubmitted: () => void;
};

/** Only digits, at most 15, whatever is typed or pasted. */
export function phoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * The promotional popup: name and phone for a call back from the agency. A lead the server
 * cannot take now is kept in the browser and sent later, so the visitor is thanked either way.
 */
export function PromoPopup({ open, source, onClose, onSubmitted }: PromoPopupProps) {
  const ids = useId();
  const { control, handleSubmit, clearErrors } = useForm<PopupValues, unknown, PopupLead>({
    resolver: firstErrorOnly,
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', phone: '' },
  });
  const [name, phone] = useWatch({ control, name: ['name', 'phone'] });
  const [status, setStatus] = useState<'form' | 'sending' | 'thanks'>('form');
  const [thankedName, setThankedName] = useState('');

  const onSubmittedRef = useRef(onSubmitted);
  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  });
  useEffect(() => {
    if (status !== 'thanks') return;
    const timer = window.setTimeout(() => onSubmittedRef.current(), THANK_YOU_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const close = () => {
    if (status !== 'form') return;
    rememberPromoDismissed();
    onClose();
  };

  const submit = handleSubmit(async ({ name: checkedName, phone: checkedPhone }) => {
    if (status !== 'form') return;
    const lead = { name: checkedName, phone: checkedPhone };
    setStatus('sending');
    // Whatever the answer, the lead is either with the server or waiting in the outbox.
    await leadOutbox().submit({ ...lead, ...(source ? { source } : {}) });
    rememberLeadSubmitted(lead);
    setThankedName(lead.name.split(' ')[0] ?? lead.name);
    setStatus('thanks');
  });

  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const sending = status === 'sending';

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          sx: {
            borderRadius: '24px',
            overflow: 'hidden',
            m: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)', sm: undefined },
          },
        },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          px: { xs: 2.5, sm: 3.5 },
          pt: { xs: 3, sm: 3.5 },
          pb: 3,
          color: 'common.white',
          background: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 50%, #7c3aed 100%)',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            right: -60,
            top: -70,
            width: 220,
            height: 220,
            borderRadius: '50%',
            background: 'radial-gradient(circle, rgba(251, 146, 60, 0.55), transparent 70%)',
          }}
        />
        <Box sx={{ position: 'relative' }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 48,
              height: 48,
              borderRadius: '16px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255, 255, 255, 0.16)',
              mb: 2,
            }}
          >
            <CardGiftcardIcon />
          </Box>
          <Typography
            id={titleId}
            component="h2"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1.4rem', sm: '1.6rem' },
              lineHeight: 1.25,
              pr: 4,
            }}
          >
            Unlock Exclusive Travel Deals
          </Typography>
          <Typography
            id={descriptionId}
            sx={{ mt: 1, color: 'rgba(255, 255, 255, 0.92)', fontSize: '0.95rem' }}
          >
            Leave your name and number and a {siteName} travel expert will call you with offers
            picked for your next trip.
          </Typography>
          <Box
            component="ul"
            aria-label="What you get"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
          >
            {perks.map((perk) => (
              <li key={perk.label}>
                <Chip
                  icon={perk.icon}
                  label={perk.label}
                  size="small"
                  sx={{
                    fontWeight: 600,
                    bgcolor: 'common.white',
                    color: 'primary.dark',
                    '& .MuiChip-icon': { color: 'secondary.main', fontSize: 18 },
                  }}
                />
              </li>
            ))}
          </Box>
        </Box>
        {status === 'form' && (
          <IconButton
            aria-label="Close"
            onClick={close}
            sx={{ position: 'absolute', top: 12, right: 12, color: 'common.white' }}
          >
            <CloseIcon />
          </IconButton>
        )}
      </Box>

      {status === 'thanks' ? (
        <Box role="status" sx={{ px: 3, py: 5, textAlign: 'center' }}>
          <CheckCircleRoundedIcon sx={{ fontSize: 60, color: 'success.main' }} aria-hidden />
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.5rem', mt: 1 }}>
            Thank You!
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
            {`Welcome aboard, ${thankedName}! Our travel expert will call you shortly.`}
          </Typography>
          <Chip
            icon={<SmsOutlinedIcon />}
            label="Check your phone for SMS"
            sx={{
              fontWeight: 600,
              bgcolor: 'accent.mint',
              color: 'accent.emeraldInk',
              '& .MuiChip-icon': { color: 'accent.emerald' },
            }}
          />
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ px: { xs: 2.5, sm: 3.5 }, pt: 3, pb: 2.5, display: 'grid', gap: 2 }}
        >
          <Controller
            control={control}
            name="name"
            render={({ field, fieldState }) => (
              <TextField
                id={`${ids}-name`}
                label="Your Name"
                name={field.name}
                value={field.value ?? ''}
                inputRef={field.ref}
                onBlur={field.onBlur}
                autoFocus
                autoComplete="name"
                disabled={sending}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  clearErrors('name');
                }}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: LEAD_NAME_MAX_LENGTH + 10 } }}
              />
            )}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <TextField
                id={`${ids}-phone`}
                label="Phone Number"
                type="tel"
                name={field.name}
                value={field.value ?? ''}
                inputRef={field.ref}
                onBlur={field.onBlur}
                autoComplete="tel-national"
                disabled={sending}
                onChange={(event) => {
                  field.onChange(phoneInput(event.target.value));
                  clearErrors('phone');
                }}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS } }}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={name === '' || phone === '' || sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{
              py: 1.4,
              borderRadius: shapes.pill,
              background: 'linear-gradient(135deg, #c2410c, #db2777)',
              boxShadow: '0 12px 24px -12px rgba(194, 65, 12, 0.7)',
              '&.Mui-disabled': { background: '#e2e8f0', color: 'text.secondary' },
            }}
          >
            {sending ? 'Sending...' : 'Claim My Offer'}
          </Button>
          <Button onClick={close} disabled={sending} sx={{ color: 'grey.700' }}>
            Maybe Later
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            We only call about your trip. No spam, ever.
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}
