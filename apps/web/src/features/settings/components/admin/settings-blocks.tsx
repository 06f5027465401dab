import { Box, InputAdornment, Typography } from '@mui/material';
import {
  AI_DAILY_BUDGET_USD,
  AI_MAX_REQUESTS_PER_MINUTE,
  AI_TOKEN_LIMIT,
  CONTACT_TEXT_MAX_LENGTH,
  OFFER_PERCENT_MAX,
  OFFER_TITLE_MAX_LENGTH,
  SESSION_TIMEOUT_HOURS,
} from '@trip/shared/settings/constants';
import type { Settings } from '@trip/shared/settings/schemas';
import { useWatch } from 'react-hook-form';
import { Panel } from '../../../../components/admin/section-frame';
import { FormSwitch } from '../../../../components/form/form-switch';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useToday } from '../../../../lib/today';
import { OfferBanner, isOfferRunning } from '../offer-section';

const grid = {
  p: 2,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function OfferPreview() {
  const offer = useWatch<Settings, 'offer'>({ name: 'offer' });
  const today = useToday();
  const running = today !== null && isOfferRunning(offer, today);
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {running
          ? 'Preview: visitors see this banner on the home page until the end date.'
          : 'Hidden: the end date has passed or the percent is 0, so visitors see no banner.'}
      </Typography>
      <Box sx={{ opacity: running ? 1 : 0.5 }}>
        <OfferBanner offer={offer} headingId="offer-preview-heading" />
      </Box>
    </Box>
  );
}

/** The site-wide offer: title, percent and last day, with the banner as visitors see it. */
export function OfferBlock() {
  return (
    <Panel title="Site-wide offer" id="settings-offer">
      <Box sx={grid}>
        <FormTextField<Settings>
          name="offer.title"
          label="Offer title"
          slotProps={{ htmlInput: { maxLength: OFFER_TITLE_MAX_LENGTH } }}
        />
        <FormTextField<Settings>
          name="offer.percent"
          label="Discount"
          type="number"
          numeric
          slotProps={{
            htmlInput: { min: 0, max: OFFER_PERCENT_MAX, step: 1 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
        <FormTextField<Settings>
          name="offer.validUntil"
          label="Last day of the offer"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <OfferPreview />
      </Box>
    </Panel>
  );
}

/** The agency's contact details, shown on the contact and package pages. */
export function ContactBlock() {
  const text = { htmlInput: { maxLength: CONTACT_TEXT_MAX_LENGTH } };
  return (
    <Panel title="Contact details" id="settings-contact">
      <Box sx={grid}>
        <FormTextField<Settings> name="contact.phone" label="Phone" type="tel" />
        <FormTextField<Settings> name="contact.email" label="Email" type="email" />
        <FormTextField<Settings>
          name="contact.whatsapp"
          label="WhatsApp number"
          helperText="With the country code, e.g. 919830012345"
          type="tel"
        />
        <FormTextField<Settings> name="contact.address" label="Address" slotProps={text} />
        <FormTextField<Settings>
          name="contact.mapQuery"
          label="Map search text"
          helperText="What the contact page's map looks up"
          slotProps={text}
        />
      </Box>
    </Panel>
  );
}

/** What the AI model may do: requests a minute, tokens an answer, dollars a day. */
export function AiLimitsBlock() {
  return (
    <Panel title="AI limits" id="settings-ai">
      <Box sx={grid}>
        <FormTextField<Settings>
          name="ai.maxRequestsPerMinute"
          label="Max AI requests per minute"
          type="number"
          numeric
          helperText="Beyond it, the offline planner answers until the minute passes"
          slotProps={{ htmlInput: { ...AI_MAX_REQUESTS_PER_MINUTE, step: 1 } }}
        />
        <FormTextField<Settings>
          name="ai.tokenLimit"
          label="Token limit per answer"
          type="number"
          numeric
          slotProps={{ htmlInput: { ...AI_TOKEN_LIMIT, step: 1 } }}
        />
        <FormTextField<Settings>
          name="ai.dailyBudgetUsd"
          label="Daily budget"
          type="number"
          numeric
          helperText="Once spent, searches use the offline planner until midnight in India"
          slotProps={{
            htmlInput: { ...AI_DAILY_BUDGET_USD, step: 0.01 },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Box>
    </Panel>
  );
}

/** Session length and what the site records. */
export function SecuritySettingsBlock() {
  return (
    <Panel title="Security and tracking" id="settings-security">
      <Box sx={grid}>
        <FormTextField<Settings>
          name="security.sessionTimeoutHours"
          label="Session timeout"
          type="number"
          numeric
          helperText="New sign-ins, travellers' and admins', last at most this long"
          slotProps={{
            htmlInput: { ...SESSION_TIMEOUT_HOURS, step: 1 },
            input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> },
          }}
        />
        <Box sx={{ display: 'grid', alignContent: 'start' }}>
          <FormSwitch<Settings> name="tracking.activityTracking" label="Track visitor activity" />
          <FormSwitch<Settings> name="tracking.usageTracking" label="Log AI usage" />
          <FormSwitch<Settings> name="tracking.costTracking" label="Track AI cost" />
          <FormSwitch<Settings> name="notifications.enabled" label="Notifications in the top bar" />
        </Box>
      </Box>
    </Panel>
  );
}
