import { Chip } from '@mui/material';
import type { AdminActivity, LoginUserDetail } from '@trip/shared/activity/schemas';
import { activitySummary } from '@trip/shared/activity/summary';
import { DataTable, type Column } from '../../../components/admin/data-table';
import { formatMoment } from '../../../components/admin/format';
import { TYPE_LABELS } from './activity-labels';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The phone a row carries: the signed-in traveller's, else the one given in a form. */
function phoneOf(activity: AdminActivity): string | undefined {
  return activity.userInfo?.phone ?? text(activity.formData?.phone);
}

const feedColumns: Column<AdminActivity>[] = [
  { key: 'when', header: 'When', cell: (row) => formatMoment(row.timestamp) },
  {
    key: 'type',
    header: 'Type',
    from: 'sm',
    cell: (row) => <Chip size="small" variant="outlined" label={TYPE_LABELS[row.activityType]} />,
  },
  { key: 'what', header: 'Details', cell: (row) => activitySummary(row) },
  {
    key: 'who',
    header: 'Visitor',
    from: 'md',
    cell: (row) =>
      row.userInfo?.name ?? text(row.formData?.name) ?? (row.userId ? 'Traveller' : 'Anonymous'),
  },
  {
    key: 'phone',
    header: 'Phone',
    from: 'md',
    cell: (row) => {
      const phone = phoneOf(row);
      return phone ? <a href={`tel:${phone}`}>{phone}</a> : '—';
    },
  },
  {
    key: 'device',
    header: 'Device',
    from: 'sm',
    cell: (row) => [row.deviceInfo.deviceType, row.deviceInfo.browser].filter(Boolean).join(' · '),
  },
];

export function ActivityFeedTable({
  rows,
  loading,
  page,
  totalPages,
  onPage,
}: {
  rows: readonly AdminActivity[];
  loading: boolean;
  page: number;
  totalPages: number;
  onPage(page: number): void;
}) {
  return (
    <DataTable
      label="Activity feed"
      columns={feedColumns}
      rows={rows}
      rowKey={(row) => row._id}
      emptyText="No activity matches these filters."
      loading={loading}
      pagination={{ page, totalPages, onChange: onPage }}
    />
  );
}

const userColumns: Column<LoginUserDetail>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'phone', header: 'Phone', cell: (row) => <a href={`tel:${row.phone}`}>{row.phone}</a> },
  { key: 'email', header: 'Email', from: 'md', cell: (row) => row.email ?? '—' },
  { key: 'last', header: 'Last activity', cell: (row) => formatMoment(row.lastActivity) },
];

export function RecentUsersTable({
  label,
  rows,
  emptyText,
}: {
  label: string;
  rows: readonly LoginUserDetail[];
  emptyText: string;
}) {
  return (
    <DataTable
      label={label}
      columns={userColumns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
    />
  );
}
