import {
  Alert,
  IconButton,
  Snackbar,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  BOOKING_DEFAULT_PAGE_SIZE,
  BOOKING_PAGE_SIZES,
  BOOKING_STATUSES,
  bookingMessages,
  type BookingStatus,
} from '@trip/shared/bookings/constants';
import type { Booking, BookingStats } from '@trip/shared/bookings/schemas';
import { useEffect, useState } from 'react';
import { formatCount } from '@trip/shared/common/money';
import { useOpenRequest } from '../../../../components/admin/open-request';
import { StatCard, StatGrid } from '../../../../components/admin/stat-card';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useAdminBookingStats } from '../../api/admin-get-booking-stats';
import { useAdminBooking } from '../../api/admin-get-booking';
import { useAdminBookings } from '../../api/admin-get-bookings';
import {
  STATUS_COLOURS,
  STATUS_LABELS,
  formatDay,
  formatMomentDay,
  formatTime,
} from './booking-display';
import { formatRupees } from '@trip/shared/common/money';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingStatusChip } from './booking-status-chip';
import { errorMessage } from '../../../../lib/error-message';
import { RecordContactDialog } from './record-contact-dialog';
import { SearchToolbar, useSearchFilter } from '../../../../components/admin/search-toolbar';
import { Panel, SectionFrame } from '../../../../components/admin/section-frame';

/** Columns a narrow screen leaves out: the details dialog has them all. */
const from = {
  sm: { display: { xs: 'none', sm: 'table-cell' } },
  md: { display: { xs: 'none', md: 'table-cell' } },
} as const;
const until = { sm: { display: { xs: 'block', sm: 'none' } } } as const;

const STAT_CARDS: { key: keyof BookingStats; label: string; status?: BookingStatus }[] = [
  { key: 'totalBookings', label: 'Total' },
  { key: 'pendingBookings', label: 'Pending', status: 'pending' },
  { key: 'contactedBookings', label: 'Contacted', status: 'contacted' },
  { key: 'confirmedBookings', label: 'Confirmed', status: 'confirmed' },
  { key: 'cancelledBookings', label: 'Cancelled', status: 'cancelled' },
  { key: 'completedBookings', label: 'Completed', status: 'completed' },
];

/** Booking Management: counts, search and status filter, the paged table and its dialogs. */
export function BookingManagement() {
  const searchFilter = useSearchFilter<BookingStatus>(0);
  const { search, status, page, setPage } = searchFilter;
  const [pageSize, setPageSize] = useState<number>(BOOKING_DEFAULT_PAGE_SIZE);

  const bookings = useAdminBookings({ page: page + 1, limit: pageSize, search, status });
  const stats = useAdminBookingStats();
  const [details, setDetails] = useState<Booking>();
  const [requestedId, forgetRequest] = useOpenRequest('booking');
  const requested = useAdminBooking(requestedId);
  // A notification's booking opens once it has loaded; closing it forgets the request.
  if (requested.data && requestedId && details?._id !== requestedId) {
    setDetails(requested.data);
  }
  const [contactFor, setContactFor] = useState<Booking>();
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>();

  useEffect(() => {
    // The spec only logs a failure to load the counts; the cards show a dash.
    if (stats.isError && !isSessionExpiredError(stats.error)) {
      console.error('Failed to fetch booking stats', stats.error);
    }
  }, [stats.isError, stats.error]);

  const fetchError =
    bookings.isError && !isSessionExpiredError(bookings.error)
      ? errorMessage(bookings.error, { fallback: bookingMessages.fetchFailed })
      : undefined;
  const rows = bookings.data?.bookings ?? [];
  const total = bookings.data?.total ?? 0;
  const lastPage = Math.max(Math.ceil(total / pageSize) - 1, 0);
  // Bookings that left the filter (a status changed) can leave the page past the end.
  if (!bookings.isPlaceholderData && bookings.data && page > lastPage) setPage(lastPage);

  return (
    <SectionFrame
      error={fetchError}
      onRetry={() => void bookings.refetch()}
      loading={bookings.isFetching}
    >
      <StatGrid label="Booking counts">
        {STAT_CARDS.map((card) => (
          <StatCard
            key={card.key}
            label={card.label}
            value={stats.data ? formatCount(stats.data[card.key]) : undefined}
            accent={card.status ? STATUS_COLOURS[card.status].text : 'primary'}
          />
        ))}
      </StatGrid>

      <Panel>
        <SearchToolbar
          id="booking"
          searchLabel="Search bookings"
          placeholder="Name, phone, email or package"
          maxLength={100}
          filter={searchFilter}
          statuses={BOOKING_STATUSES}
          statusLabels={STATUS_LABELS}
        />

        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Bookings">
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 700, whiteSpace: 'nowrap' } }}>
                <TableCell>Customer</TableCell>
                <TableCell sx={from.sm}>Package</TableCell>
                <TableCell align="center" sx={from.sm}>
                  Travelers
                </TableCell>
                <TableCell sx={from.sm}>Preferred date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell aria-sort="descending" sx={from.md}>
                  Requested ↓
                </TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((booking) => {
                const name = booking.customerInfo.fullName;
                return (
                  <TableRow key={booking._id} hover>
                    <TableCell sx={{ maxWidth: { xs: 150, sm: 200 } }}>
                      <Typography variant="body2" noWrap title={name} sx={{ fontWeight: 600 }}>
                        {name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {booking.customerInfo.phone}
                      </Typography>
                      <Typography
                        variant="caption"
                        noWrap
                        sx={{ ...until.sm, color: 'text.secondary' }}
                      >
                        {booking.packageTitle}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ ...from.sm, maxWidth: 220 }}>
                      <Typography variant="body2" noWrap title={booking.packageTitle}>
                        {booking.packageTitle}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {formatRupees(booking.packagePrice)} per person
                      </Typography>
                    </TableCell>
                    <TableCell align="center" sx={from.sm}>
                      {booking.customerInfo.travelers}
                    </TableCell>
                    <TableCell sx={{ ...from.sm, whiteSpace: 'nowrap' }}>
                      {formatDay(booking.customerInfo.preferredDate)}
                    </TableCell>
                    <TableCell>
                      <BookingStatusChip status={booking.status} />
                    </TableCell>
                    <TableCell sx={{ ...from.md, whiteSpace: 'nowrap' }}>
                      <Typography variant="body2">{formatMomentDay(booking.createdAt)}</Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {formatTime(booking.createdAt)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: 1 }}>
                      <Tooltip title="Details">
                        <IconButton
                          size="small"
                          onClick={() => setDetails(booking)}
                          aria-label={`View booking of ${name}`}
                        >
                          <VisibilityOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Record contact">
                        <IconButton
                          size="small"
                          onClick={() => setContactFor(booking)}
                          aria-label={`Record contact with ${name}`}
                        >
                          <PhoneInTalkOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
              {bookings.data && rows.length === 0 && (
                <TableRow>
                  <TableCell
                    colSpan={7}
                    sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {search || status !== 'all'
                      ? 'No bookings match this search.'
                      : 'No booking requests yet.'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...BOOKING_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Rows per page"
        />
      </Panel>

      <BookingDetailsDialog
        booking={details}
        onClose={() => {
          setDetails(undefined);
          if (requestedId) forgetRequest();
        }}
        onRecordContact={(booking) => setContactFor(booking)}
        onChanged={(booking) => {
          setDetails(booking);
          setNotice({ text: `Status set to ${STATUS_LABELS[booking.status].toLowerCase()}` });
        }}
      />
      <RecordContactDialog
        booking={contactFor}
        onClose={() => setContactFor(undefined)}
        onRecorded={(booking) => {
          setContactFor(undefined);
          setDetails((open) => (open?._id === booking._id ? booking : open));
          setNotice({ text: 'Contact recorded' });
        }}
        onFailed={(text) => setNotice({ text, error: true })}
      />
      <Snackbar
        open={notice !== undefined}
        autoHideDuration={notice?.error ? 8000 : 4000}
        onClose={() => setNotice(undefined)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.error ? 'error' : 'success'}
          variant="filled"
          onClose={() => setNotice(undefined)}
          sx={{ width: '100%' }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </SectionFrame>
  );
}
