import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  overviewMessages,
  type ComponentStatus,
  type DashboardOverview,
  type FunnelStage,
  type OverviewTotal,
  type OverviewTotalKey,
} from '@trip/shared/dashboard/schemas';
import { Link } from 'react-router';
import { CREATE_PARAM } from '../../../components/admin/create-request';
import { formatChange, formatMoment, formatUsd } from '../../../components/admin/format';
import { formatCount } from '@trip/shared/common/money';
import { EmptyState, Panel, SectionFrame } from '../../../components/admin/section-frame';
import { StatCard, StatGrid } from '../../../components/admin/stat-card';
import { errorMessage } from '../../../lib/error-message';
import { useOverview } from '../api/get-overview';
import { activitySummary } from '@trip/shared/activity/summary';
import { chartColours } from '../../../config/theme-tokens';

const TOTAL_LABELS: Record<OverviewTotalKey, string> = {
  searches: 'Searches',
  itineraryViews: 'Itinerary views',
  leads: 'Leads',
  bookings: 'Booking requests',
  registrations: 'Registrations',
  aiCost: 'AI cost (USD)',
};

const FUNNEL_LABELS: Record<FunnelStage, string> = {
  searches: 'Searches',
  itineraryViews: 'Itinerary views',
  enquiries: 'Leads and booking requests',
  confirmedBookings: 'Confirmed bookings',
};

// Outlined chips in these colours keep 4.5:1 against white (MUI's warning and info do not).
const STATUS_COLOURS: Record<ComponentStatus, 'success' | 'error' | 'default'> = {
  up: 'success',
  down: 'error',
  degraded: 'error',
  'not-configured': 'default',
  unknown: 'default',
};

const STATUS_WORDS: Record<ComponentStatus, string> = {
  up: 'Up',
  down: 'Down',
  degraded: 'Degraded',
  'not-configured': 'Not configured',
  unknown: 'Not checked',
};

function TotalCard({ total }: { total: OverviewTotal }) {
  const value = total.key === 'aiCost' ? formatUsd(total.current) : formatCount(total.current);
  return (
    <StatCard
      label={TOTAL_LABELS[total.key]}
      value={value}
      hint={`${formatChange(total.changePercent)} vs the 7 days before`}
    />
  );
}

function QuickActions({ quick }: { quick: DashboardOverview['quickActions'] }) {
  return (
    <Panel title="Quick actions" id="quick-actions">
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={`?section=packages&${CREATE_PARAM}=1`}
          variant="contained"
          startIcon={<AddIcon />}
        >
          New package
        </Button>
        <Button
          component={Link}
          to={`?section=blogs&${CREATE_PARAM}=1`}
          variant="outlined"
          startIcon={<AddIcon />}
        >
          New post
        </Button>
        <Button component={Link} to="?section=bookings" variant="outlined">
          Pending bookings ({formatCount(quick.pendingBookings)})
        </Button>
        <Button component={Link} to="?section=leads" variant="outlined">
          New leads ({formatCount(quick.newLeads)})
        </Button>
      </Box>
    </Panel>
  );
}

function SystemStatusPanel({ status }: { status: DashboardOverview['systemStatus'] }) {
  const rows: [string, string, ComponentStatus | undefined][] = [
    [
      'Database',
      status.database.driver === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL',
      status.database.status,
    ],
    [
      'Itinerary engine',
      status.engine.name === 'planner' ? 'Offline planner' : status.engine.name,
      status.engine.status === 'ready' ? 'up' : 'degraded',
    ],
    ['Redis', 'Shared limits and caches', status.redis.status],
    [
      'Storage',
      status.storage.kind === 'local' ? 'Local uploads folder' : 'S3-compatible bucket',
      status.storage.status,
    ],
    ['Version', status.version, undefined],
  ];
  return (
    <Panel title="System status" id="system-status">
      <List dense>
        {rows.map(([name, detail, state]) => (
          <ListItem
            key={name}
            secondaryAction={
              state && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOURS[state]}
                  label={
                    name === 'Itinerary engine' && state !== 'up'
                      ? status.engine.status
                      : STATUS_WORDS[state]
                  }
                />
              )
            }
          >
            <ListItemText primary={name} secondary={detail} />
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}

function FunnelChart({ funnel }: { funnel: DashboardOverview['funnel'] }) {
  const labels = funnel.map((stage) => FUNNEL_LABELS[stage.stage]);
  const summary = funnel
    .map((stage) => `${FUNNEL_LABELS[stage.stage]}: ${formatCount(stage.count)}`)
    .join(', ');
  return (
    <Panel title="Funnel, last 7 days" id="funnel">
      <Box role="img" aria-label={`Funnel over the last 7 days. ${summary}`} sx={{ px: 1 }}>
        <BarChart
          height={260}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: labels, width: 180 }]}
          series={[
            {
              data: funnel.map((stage) => stage.count),
              label: 'Count',
              color: chartColours.requests,
            },
          ]}
          hideLegend
        />
      </Box>
    </Panel>
  );
}

function RecentActivity({ items }: { items: DashboardOverview['recentActivity'] }) {
  return (
    <Panel title="Recent activity" id="recent-activity">
      {items.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>No visitor activity yet.</Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <ListItem key={item._id}>
              <ListItemText
                primary={activitySummary(item)}
                secondary={`${formatMoment(item.timestamp)} · ${item.deviceInfo.deviceType}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** The Dashboard: the week in figures, what waits, the system, and the funnel. */
export function DashboardSection() {
  const overview = useOverview();
  const failure = errorMessage(overview.error, { fallback: overviewMessages.loadFailed });
  const data = overview.data;
  return (
    <SectionFrame
      title="Last 7 days"
      loading={overview.isFetching}
      error={failure}
      onRetry={() => void overview.refetch()}
    >
      <StatGrid label="7-day totals">
        {data
          ? data.totals.map((total) => <TotalCard key={total.key} total={total} />)
          : Object.values(TOTAL_LABELS).map((label) => (
              <StatCard key={label} label={label} value={undefined} />
            ))}
      </StatGrid>
      {data && (
        <>
          <QuickActions quick={data.quickActions} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' },
            }}
          >
            {data.funnel.every((stage) => stage.count === 0) ? (
              <EmptyState text="No searches, views or enquiries in the last 7 days." />
            ) : (
              <FunnelChart funnel={data.funnel} />
            )}
            <SystemStatusPanel status={data.systemStatus} />
          </Box>
          <RecentActivity items={data.recentActivity} />
        </>
      )}
    </SectionFrame>
  );
}
