import { toE164 } from '../../lib/phone';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@trip/shared/errors/app-error';
import {
  LEAD_DEDUPE_WINDOW_HOURS,
  LEAD_DEFAULT_SOURCE,
  LEAD_STATUSES,
} from '@trip/shared/leads/constants';
import {
  leadMessages,
  type Lead,
  type LeadExportQuery,
  type LeadListQuery,
  type LeadStats,
  type LeadStatusUpdate,
  type LeadSubmit,
} from '@trip/shared/leads/schemas';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine } from '../../lib/csv';
import { recordActivity } from '../activity/activity.service';
import {
  countLeadsByStatus,
  countLeadsSubmittedBetween,
  deleteLeadRow,
  findLeadRows,
  findLeadRowById,
  findLeadRowsAfter,
  insertOrRefreshLead,
  updateLeadRow,
  type LeadRow,
} from './leads.repository';

const HOUR_MS = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toLead(row: LeadRow): Lead {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    status: row.status,
    notes: row.notes,
    source: row.source,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Ids are UUIDs; anything else names no lead, so it is a 404 rather than a 400. */
function leadId(id: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', { message: leadMessages.notFound });
  return id;
}

export type SubmitOrigin = {
  at: Date;
  userId: string | undefined;
  userAgent: string | undefined;
  log: FastifyBaseLogger;
};

/**
 * Keeps a lead from the popup. The same phone again within the dedupe window updates the
 * first lead and answers with its id: the browser re-sends a lead whose answer it missed,
 * and that must neither make a second lead nor count a second form submission.
 */
export async function submitLead(
  db: Db,
  input: LeadSubmit,
  origin: SubmitOrigin,
): Promise<{ lead: { _id: string }; created: boolean }> {
  const source = input.source ?? LEAD_DEFAULT_SOURCE;
  // The same number written another way is the same lead.
  const phone = toE164(input.phone);
  const { row, created } = await insertOrRefreshLead(db, {
    name: input.name,
    phone,
    source,
    at: origin.at,
    since: new Date(origin.at.getTime() - LEAD_DEDUPE_WINDOW_HOURS * HOUR_MS),
  });
  if (created) {
    await recordActivity(
      db,
      {
        activityType: 'form_submission',
        userId: origin.userId,
        userAgent: origin.userAgent,
        data: {
          formData: {
            formType: 'promotional_popup',
            name: input.name,
            phone,
            submissionSource: source,
          },
        },
        at: origin.at,
      },
      origin.log,
    );
  }
  return { lead: { _id: row.id }, created };
}

export async function findLeads(
  db: Db,
  query: LeadListQuery,
): Promise<{ leads: Lead[]; total: number }> {
  const { rows, total } = await findLeadRows(db, {
    status: query.status,
    search: query.search || undefined,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { leads: rows.map(toLead), total };
}

/** Leads that came in between two times. */
export async function countLeadsBetween(db: Db, since: Date, until: Date): Promise<number> {
  return countLeadsSubmittedBetween(db, since, until);
}

export async function getLeadStats(db: Db): Promise<LeadStats> {
  const counts = await countLeadsByStatus(db);
  const byStatus = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
  ) as Record<(typeof LEAD_STATUSES)[number], number>;
  const total = LEAD_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  return { total, ...byStatus };
}

export async function getLead(db: Db, id: string): Promise<Lead> {
  const row = await findLeadRowById(db, leadId(id));
  if (!row) throw new AppError('NOT_FOUND', { message: leadMessages.notFound });
  return toLead(row);
}

export async function updateLeadStatus(
  db: Db,
  id: string,
  update: LeadStatusUpdate,
  at: Date,
): Promise<Lead> {
  const row = await updateLeadRow(db, leadId(id), { ...update, at });
  if (!row) throw new AppError('NOT_FOUND', { message: leadMessages.notFound });
  return toLead(row);
}

export const LEAD_CSV_COLUMNS = [
  'Received (UTC)',
  'Name',
  'Phone',
  'Status',
  'Notes',
  'Source',
  'Updated (UTC)',
] as const;

const EXPORT_BATCH_ROWS = 1000;

/** The filtered leads as CSV, newest first, a batch at a time: BOM, header, formula-safe cells. */
export async function* leadsCsv(db: Db, query: LeadExportQuery): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(LEAD_CSV_COLUMNS);
  const filter = { status: query.status, search: query.search || undefined };
  let afterId: string | undefined;
  for (;;) {
    const rows = await findLeadRowsAfter(db, filter, afterId, EXPORT_BATCH_ROWS);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.submittedAt.toISOString(),
          row.name,
          row.phone,
          row.status,
          row.notes,
          row.source,
          row.updatedAt.toISOString(),
        ]),
      )
      .join('');
    if (rows.length < EXPORT_BATCH_ROWS) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

export async function deleteLead(db: Db, id: string): Promise<void> {
  if (!(await deleteLeadRow(db, leadId(id)))) {
    throw new AppError('NOT_FOUND', { message: leadMessages.notFound });
  }
}

/** The leads no one has called yet, newest first, with how many there are in all. */
export async function findNewLeads(
  db: Db,
  limit: number,
): Promise<{ leads: Lead[]; total: number }> {
  return findLeads(db, { page: 1, limit, status: 'new', search: undefined });
}
