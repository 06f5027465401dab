import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AiUsageResponse } from '@trip/shared/ai-usage/schemas';
import { Panel } from '../../../components/admin/section-frame';
import { formatUsd } from '../../../components/admin/format';
import { chartColours } from '../../../config/theme-tokens';

type Timeline = AiUsageResponse['timeline'];

const hourLabel = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

function labelsOf(timeline: Timeline): string[] {
  const format = timeline.bucket === 'hour' ? hourLabel : dayLabel;
  return timeline.points.map((point) => format.format(new Date(point.start)));
}

/** Requests and errors over the period, and what the model cost each day. */
export function UsageCharts({ timeline }: { timeline: Timeline }) {
  const labels = labelsOf(timeline);
  const per = timeline.bucket === 'hour' ? 'hour' : 'day';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Panel title={`Requests and errors per ${per}`} id="usage-requests">
        <Box role="img" aria-label={`Requests and errors per ${per}`} sx={{ px: 1 }}>
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: labels }]}
            series={[
              {
                label: 'Requests',
                data: timeline.points.map((point) => point.requests),
                color: chartColours.requests,
              },
              {
                label: 'Errors',
                data: timeline.points.map((point) => point.errors),
                color: chartColours.errors,
              },
              {
                label: 'Planner fallbacks',
                data: timeline.points.map((point) => point.fallbacks),
                color: chartColours.fallbacks,
              },
            ]}
          />
        </Box>
      </Panel>
      <Panel title={`Cost per ${per} (USD)`} id="usage-cost">
        <Box role="img" aria-label={`Cost per ${per} in US dollars`} sx={{ px: 1 }}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ valueFormatter: (value: number) => formatUsd(value) }]}
            series={[
              {
                label: 'Cost',
                data: timeline.points.map((point) => point.cost),
                color: chartColours.cost,
                valueFormatter: (value) => formatUsd(value ?? 0),
              },
            ]}
          />
        </Box>
      </Panel>
    </Box>
  );
}
