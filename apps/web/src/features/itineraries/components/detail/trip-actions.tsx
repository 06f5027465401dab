import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import LuggageIcon from '@mui/icons-material/Luggage';
import { createTripCalendar } from '@trip/shared/itineraries/ics';
import type { Itinerary } from '@trip/shared/itineraries/schemas';
import { durationLabel } from '@trip/shared/itineraries/trip-dates';
import { formatRupees } from '@trip/shared/common/money';
import { ShareButtons, itineraryUrl } from './share-buttons';

/** Saves the trip as an .ics file: one all-day event from departure to return. */
export function downloadCalendar(itinerary: Itinerary, travellers: number): void {
  const url = itineraryUrl(itinerary.slug);
  const text = createTripCalendar({
    uid: `${itinerary._id}@${window.location.hostname || 'tripsutra'}`,
    title: itinerary.title,
    description: [
      `${durationLabel(itinerary.days)}: ${itinerary.fromLocation} → ${itinerary.toLocation}`,
      `${itinerary.travelClass}, ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
      `${formatRupees(itinerary.pricePP)} per person (estimate)`,
      `Plan: ${url}`,
    ].join('\n'),
    startDate: itinerary.departureDate,
    endDate: itinerary.returnDate,
    location: itinerary.toLocation,
    url,
    createdAt: new Date(),
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = `${itinerary.slug}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick.
  window.setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

type TripActionsProps = {
  itinerary: Itinerary;
  travellers: number;
  /** Opens the booking request dialog; absent when none is available. */
  onBook?: () => void;
};

/** Book, save as PDF, add to a calendar and share. */
export function TripActions({ itinerary, travellers, onBook }: TripActionsProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="trip-actions-title"
      elevation={0}
      data-print="hide"
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: '24px',
        bgcolor: 'rgba(255, 255, 255, 0.95)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography
        id="trip-actions-title"
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1.15rem' }}
      >
        Keep, book or share this trip
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.25, flexWrap: 'wrap' }}>
        {onBook && (
          <Button
            variant="contained"
            size="large"
            startIcon={<LuggageIcon />}
            onClick={onBook}
            sx={{ background: 'linear-gradient(135deg, #c2410c, #ea580c)' }}
          >
            Request booking
          </Button>
        )}
        <Button
          variant="outlined"
          size="large"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => window.print()}
        >
          Download PDF
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<EventIcon />}
          onClick={() => downloadCalendar(itinerary, travellers)}
        >
          Add to calendar
        </Button>
      </Stack>
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Share with your travel companions
        </Typography>
        <ShareButtons itinerary={itinerary} />
      </Box>
    </Paper>
  );
}
