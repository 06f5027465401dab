import {
  Alert,
  Box,
  FormControlLabel,
  Switch,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import {
  AI_USAGE_DEFAULT_PERIOD,
  AI_USAGE_PERIODS,
  aiUsageMessages,
  type AiUsagePeriod,
  type AiUsageResponse,
} from '@trip/shared/ai-usage/schemas';
import { useState } from 'react';
import { formatSeconds, formatUsd } from '../../../components/admin/format';
import { formatCount } from '@trip/shared/common/money';
import { EmptyState, Panel, SectionFrame } from '../../../components/admin/section-frame';
import { StatCard, StatGrid } from '../../../components/admin/stat-card';
import { errorMessage } from '../../../lib/error-message';
import { useAiUsage } from '../api/get-ai-usage';
import { useAiUsageLogs } from '../api/get-ai-usage-logs';
import { LogDetailDialog } from './log-detail-dialog';
import { UsageCharts } from './usage-charts';
import { EndpointStatsTable, EngineStatsTable, LogsTable } from './usage-tables';

const PERIOD_LABELS: Record<AiUsagePeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

type TabId = 'endpoints' | 'recent' | 'logs';

function OverallCards({ stats }: { stats: AiUsageResponse['overallStats'] | undefined }) {
  const show = (format: (value: number) => string, value: number | undefined) =>
    value === undefined ? undefined : format(value);
  return (
    <StatGrid label="AI usage totals">
      <StatCard
        label="Total requests"
        value={show(formatCount, stats?.totalRequests)}
        hint={
          stats && stats.plannerRequests > 0
            ? `${formatCount(stats.plannerRequests)} by the offline planner`
            : undefined
        }
      />
      <StatCard label="Successes" value={show(formatCount, stats?.totalSuccess)} accent="success" />
      <StatCard
        label="Errors"
        value={show(formatCount, stats?.totalErrors)}
        accent="error"
        hint={
          stats && stats.fallbackRequests > 0
            ? `${formatCount(stats.fallbackRequests)} answered by the planner instead`
            : undefined
        }
      />
      <StatCard
        label="Avg. response time"
        value={show(formatSeconds, stats?.avgResponseTime)}
        accent="info"
      />
      <StatCard label="Tokens" value={show(formatCount, stats?.totalTokens)} accent="secondary" />
      <StatCard
        label="Cost (USD)"
        value={show(formatUsd, stats?.totalCost)}
        accent="warning"
        hint={
          stats && stats.unpricedRequests > 0
            ? `${formatCount(stats.unpricedRequests)} calls not priced`
            : 'Offline planner calls are free'
        }
      />
    </StatGrid>
  );
}

/** AI Usage: what the itinerary engines did over a period, what it cost, and each call. */
export function AiUsageSection() {
  const [period, setPeriod] = useState<AiUsagePeriod>(AI_USAGE_DEFAULT_PERIOD);
  const [tab, setTab] = useState<TabId>('endpoints');
  const [includeData, setIncludeData] = useState(false);
  const [openLog, setOpenLog] = useState<string>();
  const usage = useAiUsage(period);
  const logs = useAiUsageLogs({ includeData, period, enabled: tab === 'logs' });
  const failure = errorMessage(usage.error, {
    fallback: aiUsageMessages.fetchFailed,
    network: aiUsageMessages.networkError,
    withReason: true,
  });
  const data = usage.data;
  const empty = data !== undefined && data.overallStats.totalRequests === 0;

  return (
    <SectionFrame
      title="Itinerary engine usage"
      loading={usage.isFetching || logs.isFetching}
      error={failure}
      onRetry={() => void usage.refetch()}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          sx={{
            bgcolor: 'background.paper',
            '& .MuiToggleButton-root': { color: 'text.primary', px: 1.5 },
            '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
              color: 'primary.contrastText',
              bgcolor: 'primary.main',
            },
          }}
          aria-label="Period"
          onChange={(_event, value: AiUsagePeriod | null) => value && setPeriod(value)}
        >
          {AI_USAGE_PERIODS.map((option) => (
            <ToggleButton key={option} value={option} aria-label={PERIOD_LABELS[option]}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {data && !data.trackingEnabled && (
        <Alert severity="warning">
          Usage tracking is switched off in Settings: new engine calls are not being recorded.
        </Alert>
      )}
      {data?.allowance.blocked === 'budget' && (
        <Alert severity="info">
          {`Today's AI budget of ${formatUsd(data.allowance.dailyBudgetUsd)} is spent (${formatUsd(data.allowance.spentTodayUsd)} so far): searches are answered by the offline planner until midnight in India. Raise the budget in Settings to use the model again today.`}
        </Alert>
      )}
      {data?.allowance.blocked === 'busy' && (
        <Alert severity="info">
          {`The model had ${data.allowance.maxRequestsPerMinute} requests in the last minute, the limit set in Settings: the offline planner answers until the minute passes.`}
        </Alert>
      )}
      <OverallCards stats={data?.overallStats} />
      {empty && <EmptyState text={aiUsageMessages.noData} />}
      {data && !empty && (
        <>
          <UsageCharts timeline={data.timeline} />
          <Panel>
            <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
              <Tabs
                value={tab}
                onChange={(_event, value: TabId) => setTab(value)}
                variant="scrollable"
                aria-label="AI usage details"
              >
                <Tab
                  value="endpoints"
                  label="Endpoint Stats"
                  id="ai-tab-endpoints"
                  aria-controls="ai-panel-endpoints"
                />
                <Tab
                  value="recent"
                  label="Recent Activity"
                  id="ai-tab-recent"
                  aria-controls="ai-panel-recent"
                />
                <Tab
                  value="logs"
                  label="Detailed Logs"
                  id="ai-tab-logs"
                  aria-controls="ai-panel-logs"
                />
              </Tabs>
            </Box>
            <Box role="tabpanel" id={`ai-panel-${tab}`} aria-labelledby={`ai-tab-${tab}`}>
              {tab === 'endpoints' && (
                <Box sx={{ display: 'grid', gap: 2, pb: 1 }}>
                  <EndpointStatsTable rows={data.endpointStats} />
                  <EngineStatsTable rows={data.engineStats} />
                </Box>
              )}
              {tab === 'recent' && (
                <LogsTable
                  label="Recent engine calls"
                  rows={data.recentActivity}
                  onOpen={(log) => setOpenLog(log._id)}
                />
              )}
              {tab === 'logs' && (
                <>
                  <Box sx={{ px: 2, pt: 1 }}>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={includeData}
                          onChange={(event) => setIncludeData(event.target.checked)}
                        />
                      }
                      label="Include request and response data"
                    />
                  </Box>
                  <LogsTable
                    label="Detailed logs"
                    rows={logs.data ?? []}
                    showData={includeData}
                    loading={logs.isPending}
                    onOpen={(log) => setOpenLog(log._id)}
                  />
                </>
              )}
            </Box>
          </Panel>
        </>
      )}
      <LogDetailDialog id={openLog} onClose={() => setOpenLog(undefined)} />
    </SectionFrame>
  );
}
