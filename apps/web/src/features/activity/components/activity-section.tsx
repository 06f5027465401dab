import { Box, Button, Snackbar, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ACTIVITY_DEFAULT_RANGE, activityAdminMessages } from '@trip/shared/activity/constants';
import type { ActivityFilter } from '@trip/shared/activity/schemas';
import { useState } from 'react';
import { formatCount } from '@trip/shared/common/money';
import { Panel, SectionFrame } from '../../../components/admin/section-frame';
import { StatCard, StatGrid } from '../../../components/admin/stat-card';
import { errorMessage } from '../../../lib/error-message';
import { useExportActivities } from '../api/export-activities';
import { useActivities } from '../api/get-activities';
import { useActivityStats } from '../api/get-activity-stats';
import { useLoginStats } from '../api/get-login-stats';
import { DEVICE_LABELS, RANGE_LABELS, TYPE_LABELS } from './activity-labels';
import { ActivityFeedTable, RecentUsersTable } from './activity-tables';
import { FilterDialog } from './filter-dialog';

const DEFAULT_FILTER: ActivityFilter = {
  type: 'all',
  range: ACTIVITY_DEFAULT_RANGE,
  device: 'all',
};

const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

/** Activity Tracker: what visitors did, filtered, paged and exported. */
export function ActivitySection() {
  const [filter, setFilter] = useState<ActivityFilter>(DEFAULT_FILTER);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'filter' | 'export'>();
  const [notice, setNotice] = useState<string>();
  const stats = useActivityStats(filter);
  const feed = useActivities(filter, page);
  const logins = useLoginStats(filter.range);
  const exporter = useExportActivities();

  const loadFailure = errorMessage(feed.error ?? stats.error ?? logins.error, {
    fallback: activityAdminMessages.loadFailed,
  });
  const exportFailure = errorMessage(exporter.error, {
    fallback: activityAdminMessages.exportFailed,
  });
  const totalPages = feed.data?.totalPages ?? 1;
  if (feed.data && !feed.isPlaceholderData && page > totalPages) setPage(totalPages);
  const s = stats.data;
  const l = logins.data;

  return (
    <SectionFrame
      title={`${TYPE_LABELS[filter.type]} · ${RANGE_LABELS[filter.range]} · ${DEVICE_LABELS[filter.device]}`}
      loading={feed.isFetching || stats.isFetching || logins.isFetching}
      error={loadFailure}
      onRetry={() => {
        void feed.refetch();
        void stats.refetch();
        void logins.refetch();
      }}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => setDialog('filter')}
          >
            Filters
          </Button>
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => {
              exporter.reset();
              setDialog('export');
            }}
          >
            Export
          </Button>
        </>
      }
    >
      <StatGrid label="Activity counts">
        <StatCard label="Searches" value={count(s?.totalSearches)} />
        <StatCard label="Form submissions" value={count(s?.totalSubmissions)} accent="secondary" />
        <StatCard
          label="Views"
          value={count(s?.totalViews)}
          accent="info"
          hint="Pages and itineraries"
        />
        <StatCard label="Unique visitors" value={count(s?.uniqueUsers)} accent="success" />
        <StatCard label="Signed-in travellers" value={count(s?.identifiedUsers)} accent="warning" />
        <StatCard label="Anonymous visitors" value={count(s?.anonymousUsers)} accent="error" />
      </StatGrid>

      <Panel
        title="Activity feed"
        id="activity-feed"
        actions={
          feed.data && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatCount(feed.data.total)} events
            </Typography>
          )
        }
      >
        <ActivityFeedTable
          rows={feed.data?.activities ?? []}
          loading={feed.isPending}
          page={page}
          totalPages={totalPages}
          onPage={setPage}
        />
      </Panel>

      <Panel title={`Login statistics · ${RANGE_LABELS[filter.range]}`} id="login-stats">
        <Box sx={{ p: 2 }}>
          <StatGrid label="Login statistics">
            <StatCard label="Logins" value={count(l?.totalLogins)} />
            <StatCard label="Registrations" value={count(l?.totalRegistrations)} accent="success" />
            <StatCard
              label="Travellers who logged in"
              value={count(l?.uniqueLoginUsers)}
              accent="info"
            />
            <StatCard
              label="Travellers who registered"
              value={count(l?.uniqueRegistrationUsers)}
              accent="secondary"
            />
          </StatGrid>
        </Box>
      </Panel>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Panel title="Recent logins" id="recent-logins">
          <RecentUsersTable
            label="Recent logins"
            rows={l?.loginUserDetails ?? []}
            emptyText="No logins in this range."
          />
        </Panel>
        <Panel title="Recent registrations" id="recent-registrations">
          <RecentUsersTable
            label="Recent registrations"
            rows={l?.registrationUserDetails ?? []}
            emptyText="No registrations in this range."
          />
        </Panel>
      </Box>

      <FilterDialog
        open={dialog === 'filter'}
        title="Filter activity"
        initial={filter}
        confirmLabel="Apply filters"
        onClose={() => setDialog(undefined)}
        onConfirm={(next) => {
          setFilter(next);
          setPage(1);
          setDialog(undefined);
        }}
      />
      <FilterDialog
        open={dialog === 'export'}
        title="Export activity as CSV"
        initial={filter}
        confirmLabel={exporter.isPending ? 'Exporting…' : 'Export CSV'}
        confirmIcon={<FileDownloadOutlinedIcon />}
        busy={exporter.isPending}
        error={exportFailure}
        onClose={() => setDialog(undefined)}
        onConfirm={(chosen) =>
          exporter.mutate(chosen, {
            onSuccess: (name) => {
              setDialog(undefined);
              setNotice(`Saved ${name}`);
            },
          })
        }
      />
      <Snackbar
        open={notice !== undefined}
        autoHideDuration={5000}
        onClose={() => setNotice(undefined)}
        message={notice}
      />
    </SectionFrame>
  );
}
