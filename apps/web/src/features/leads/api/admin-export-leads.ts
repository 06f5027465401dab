import { useMutation } from '@tanstack/react-query';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { leadFilterQuery, type LeadFilter } from './admin-get-leads';

/** Downloads the filtered leads as CSV under the server's file name. */
export async function exportLeads(filter: LeadFilter): Promise<string> {
  const { blob, filename } = await apiDownload(
    `/api/promotional-leads/export?${leadFilterQuery(filter)}`,
    { auth: 'admin' },
  );
  const name = filename ?? `leads-${todayInIndia()}.csv`;
  saveFile(blob, name);
  return name;
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}
