import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADS_PAGE_SIZE, type LeadStatus } from '@trip/shared/leads/constants';
import { leadListResponseSchema, type LeadListResponse } from '@trip/shared/leads/schemas';
import { apiFetch } from '../../../lib/api-client';

export const adminLeadsQueryKey = ['admin', 'leads'] as const;

export type LeadFilter = { status: LeadStatus | 'all'; search: string };

/** The filter as query text, shared by the list and the export. */
export function leadFilterQuery(filter: LeadFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.search) query.set('search', filter.search);
  return query;
}

export async function getAdminLeads(
  filter: LeadFilter,
  page: number,
  signal?: AbortSignal,
): Promise<LeadListResponse> {
  const query = leadFilterQuery(filter);
  query.set('page', String(page));
  query.set('limit', String(LEADS_PAGE_SIZE));
  const answer = await apiFetch(`/api/promotional-leads?${query}`, { auth: 'admin', signal });
  return leadListResponseSchema.parse(answer);
}

export function useAdminLeads(filter: LeadFilter, page: number) {
  return useQuery({
    queryKey: [...adminLeadsQueryKey, 'list', filter, page],
    queryFn: ({ signal }) => getAdminLeads(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
