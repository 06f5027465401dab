import { Box, Chip } from '@mui/material';
import type { AiEndpointStat, AiEngineStat, AiUsageLog } from '@trip/shared/ai-usage/schemas';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { formatMoment, formatSeconds, formatUsd } from '../../../components/admin/format';
import { formatCount } from '@trip/shared/common/money';
import { engineLabel } from './engine-label';

const endpointColumns: Column<AiEndpointStat>[] = [
  { key: 'endpoint', header: 'Endpoint', cell: (row) => row._id },
  { key: 'count', header: 'Requests', align: 'right', cell: (row) => formatCount(row.count) },
  {
    key: 'success',
    header: 'Successes',
    align: 'right',
    from: 'sm',
    cell: (row) => formatCount(row.successCount),
  },
  { key: 'errors', header: 'Errors', align: 'right', cell: (row) => formatCount(row.errorCount) },
  {
    key: 'time',
    header: 'Avg. time',
    align: 'right',
    from: 'md',
    cell: (row) => formatSeconds(row.avgResponseTime),
  },
  {
    key: 'tokens',
    header: 'Tokens',
    align: 'right',
    from: 'md',
    cell: (row) => formatCount(row.totalTokens),
  },
  { key: 'cost', header: 'Cost', align: 'right', cell: (row) => formatUsd(row.totalCost) },
];

export function EndpointStatsTable({ rows }: { rows: readonly AiEndpointStat[] }) {
  return (
    <DataTable
      label="Requests per endpoint"
      columns={endpointColumns}
      rows={rows}
      rowKey={(row) => row._id}
      emptyText="No calls in this period."
    />
  );
}

const engineColumns: Column<AiEngineStat>[] = [
  {
    key: 'engine',
    header: 'Engine and model',
    cell: (row) => engineLabel({ ...row, fallback: false }),
  },
  { key: 'count', header: 'Calls', align: 'right', cell: (row) => formatCount(row.count) },
  { key: 'errors', header: 'Errors', align: 'right', cell: (row) => formatCount(row.errorCount) },
  {
    key: 'fallbacks',
    header: 'As fallback',
    align: 'right',
    from: 'sm',
    cell: (row) => formatCount(row.fallbackCount),
  },
  {
    key: 'tokens',
    header: 'Tokens',
    align: 'right',
    from: 'md',
    cell: (row) => formatCount(row.totalTokens),
  },
  {
    key: 'cost',
    header: 'Cost',
    align: 'right',
    cell: (row) => (row.model === null ? 'Free' : formatUsd(row.totalCost)),
  },
];

export function EngineStatsTable({ rows }: { rows: readonly AiEngineStat[] }) {
  return (
    <DataTable
      label="Calls per engine and model"
      columns={engineColumns}
      rows={rows}
      rowKey={(row) => `${row.engine}|${row.model ?? ''}`}
      emptyText="No calls in this period."
    />
  );
}

function StatusChip({ log }: { log: AiUsageLog }) {
  return log.responseStatus === 'success' ? (
    <Chip size="small" label="Success" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label={log.errorCode ?? 'Error'} color="error" variant="outlined" />
  );
}

const logColumns: Column<AiUsageLog>[] = [
  { key: 'when', header: 'When', cell: (row) => formatMoment(row.createdAt) },
  { key: 'endpoint', header: 'Endpoint', from: 'md', cell: (row) => row.endpoint },
  { key: 'engine', header: 'Engine', from: 'sm', cell: (row) => engineLabel(row) },
  { key: 'status', header: 'Status', cell: (row) => <StatusChip log={row} /> },
  {
    key: 'time',
    header: 'Time',
    align: 'right',
    from: 'sm',
    cell: (row) => formatSeconds(row.responseTime),
  },
  {
    key: 'tokens',
    header: 'Tokens',
    align: 'right',
    from: 'md',
    cell: (row) => formatCount(row.tokensUsed),
  },
  {
    key: 'cost',
    header: 'Cost',
    align: 'right',
    cell: (row) => (row.model === null ? 'Free' : row.costKnown ? formatUsd(row.cost) : 'Unknown'),
  },
];

/** A line of what was asked, for the logs table when it carries the data. */
function requestPreview(log: AiUsageLog): string {
  const text = JSON.stringify(log.requestData ?? {});
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

const dataColumn: Column<AiUsageLog> = {
  key: 'request',
  header: 'Request data',
  from: 'lg',
  cell: (row) => (
    <Box component="code" sx={{ fontSize: '0.75rem', wordBreak: 'break-all' }}>
      {requestPreview(row)}
    </Box>
  ),
};

export function LogsTable({
  label,
  rows,
  loading,
  showData = false,
  onOpen,
}: {
  label: string;
  rows: readonly AiUsageLog[];
  loading?: boolean;
  /** Adds a column with what each call was asked. */
  showData?: boolean;
  onOpen(log: AiUsageLog): void;
}) {
  return (
    <DataTable
      label={label}
      columns={showData ? [...logColumns, dataColumn] : logColumns}
      rows={rows}
      rowKey={(row) => row._id}
      emptyText="No calls in this period."
      loading={loading}
      onOpen={onOpen}
      openLabel={(row) =>
        `Open the ${row.responseStatus} call to ${row.endpoint} at ${formatMoment(row.createdAt)}`
      }
    />
  );
}
