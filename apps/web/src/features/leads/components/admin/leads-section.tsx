import { Box, Button, Chip, IconButton, Link, Snackbar, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  type LeadStatus,
} from '@trip/shared/leads/constants';
import { leadMessages, type Lead } from '@trip/shared/leads/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { DataTable, type Column } from '../../../../components/admin/data-table';
import { formatMoment } from '../../../../components/admin/format';
import { formatCount } from '@trip/shared/common/money';
import { useOpenRequest } from '../../../../components/admin/open-request';
import { Panel, SectionFrame } from '../../../../components/admin/section-frame';
import { StatCard, StatGrid } from '../../../../components/admin/stat-card';
import { errorMessage } from '../../../../lib/error-message';
import { useDeleteLead } from '../../api/admin-delete-lead';
import { useExportLeads } from '../../api/admin-export-leads';
import { useAdminLead } from '../../api/admin-get-lead';
import { useAdminLeadStats } from '../../api/admin-get-lead-stats';
import { useAdminLeads, type LeadFilter } from '../../api/admin-get-leads';
import { LeadEditDialog } from './lead-edit-dialog';
import { LEAD_STATUS_COLOURS, LEAD_STATUS_LABELS, whatsappNumber } from './lead-display';
import { SearchToolbar, useSearchFilter } from '../../../../components/admin/search-toolbar';

function leadColumns(actions: { edit(lead: Lead): void; remove(lead: Lead): void }) {
  const columns: Column<Lead>[] = [
    { key: 'name', header: 'Name', cell: (lead) => <strong>{lead.name}</strong> },
    {
      key: 'phone',
      header: 'Phone',
      cell: (lead) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Link href={`tel:${lead.phone}`} aria-label={`Call ${lead.name} on ${lead.phone}`}>
            {lead.phone}
          </Link>
          <IconButton
            size="small"
            component="a"
            href={`https://wa.me/${whatsappNumber(lead.phone)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${lead.name}`}
            sx={{ color: 'success.dark' }}
          >
            <WhatsAppIcon fontSize="small" />
          </IconButton>
        </Box>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (lead) => (
        <Chip
          size="small"
          label={LEAD_STATUS_LABELS[lead.status]}
          sx={{
            fontWeight: 600,
            color: LEAD_STATUS_COLOURS[lead.status].text,
            bgcolor: LEAD_STATUS_COLOURS[lead.status].tint,
          }}
        />
      ),
    },
    {
      key: 'received',
      header: 'Came in',
      from: 'sm',
      cell: (lead) => formatMoment(lead.submittedAt),
    },
    {
      key: 'notes',
      header: 'Notes',
      from: 'md',
      cell: (lead) => (
        <Typography variant="body2" noWrap title={lead.notes} sx={{ maxWidth: 240 }}>
          {lead.notes || '—'}
        </Typography>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (lead) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${lead.name}`} onClick={() => actions.edit(lead)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              aria-label={`Delete ${lead.name}`}
              onClick={() => actions.remove(lead)}
              sx={{ color: 'error.main' }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];
  return columns;
}

/** Promotional Leads: counts, search and status filter, the paged table, edit, delete, export. */
export function LeadsSection() {
  const searchFilter = useSearchFilter<LeadStatus>(1);
  const { search, status, page, setPage } = searchFilter;
  const filter: LeadFilter = { status, search };
  const leads = useAdminLeads(filter, page);
  const stats = useAdminLeadStats();
  const removal = useDeleteLead();
  const exporter = useExportLeads();
  const [requestedId, forgetRequest] = useOpenRequest('lead');
  const requested = useAdminLead(requestedId);
  const [editing, setEditing] = useState<Lead>();
  const [pendingDelete, setPendingDelete] = useState<Lead>();
  const [notice, setNotice] = useState<string>();

  const open = editing ?? requested.data;
  const totalPages = Math.max(1, Math.ceil((leads.data?.total ?? 0) / LEADS_PAGE_SIZE));
  if (leads.data && !leads.isPlaceholderData && page > totalPages) setPage(totalPages);
  const failure =
    errorMessage(leads.error, { fallback: leadMessages.loadFailed }) ??
    errorMessage(requested.error, { fallback: leadMessages.loadFailed });
  const s = stats.data;
  const count = (value: number | undefined) =>
    value === undefined ? undefined : formatCount(value);

  const closeEditor = () => {
    setEditing(undefined);
    if (requestedId) forgetRequest();
  };

  return (
    <SectionFrame
      loading={leads.isFetching || stats.isFetching}
      error={failure}
      onRetry={() => {
        void leads.refetch();
        void stats.refetch();
      }}
    >
      <StatGrid label="Lead counts">
        <StatCard label="Total" value={count(s?.total)} />
        <StatCard label="New" value={count(s?.new)} accent="info" />
        <StatCard label="Contacted" value={count(s?.contacted)} accent="warning" />
        <StatCard label="Converted" value={count(s?.converted)} accent="success" />
        <StatCard label="Lost" value={count(s?.lost)} accent="error" />
      </StatGrid>

      <Panel>
        <SearchToolbar
          id="lead"
          searchLabel="Search leads"
          placeholder="Name or phone"
          maxLength={LEAD_SEARCH_MAX_LENGTH}
          filter={searchFilter}
          statuses={LEAD_STATUSES}
          statusLabels={LEAD_STATUS_LABELS}
        >
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate(filter, {
                onSuccess: (name) => setNotice(`Saved ${name}`),
                onError: (error) =>
                  setNotice(errorMessage(error, { fallback: leadMessages.exportFailed })),
              })
            }
          >
            {exporter.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </SearchToolbar>
        <DataTable
          label="Promotional leads"
          columns={leadColumns({ edit: setEditing, remove: setPendingDelete })}
          rows={leads.data?.leads ?? []}
          rowKey={(lead) => lead._id}
          loading={leads.isPending}
          emptyText={
            search || status !== 'all'
              ? 'No leads match this search.'
              : 'No leads yet. They arrive from the promotional popup.'
          }
          pagination={{ page, totalPages, onChange: setPage }}
        />
      </Panel>

      <LeadEditDialog
        lead={open}
        onClose={closeEditor}
        onSaved={(lead) => {
          closeEditor();
          setNotice(`${lead.name} is now ${LEAD_STATUS_LABELS[lead.status].toLowerCase()}`);
        }}
      />
      <ConfirmDialog
        heading="Delete lead"
        question="Are you sure you want to delete this lead?"
        subject={pendingDelete ? `${pendingDelete.name} · ${pendingDelete.phone}` : undefined}
        busy={removal.isPending}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={() => {
          if (!pendingDelete) return;
          removal.mutate(pendingDelete._id, {
            onSuccess: () => {
              setNotice(`${pendingDelete.name} was deleted`);
              setPendingDelete(undefined);
            },
            onError: (error) => {
              setPendingDelete(undefined);
              setNotice(errorMessage(error, { fallback: leadMessages.deleteFailed }));
            },
          });
        }}
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
