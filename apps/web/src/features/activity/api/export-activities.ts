import { useMutation } from '@tanstack/react-query';
import type { ActivityFilter } from '@trip/shared/activity/schemas';
import { todayInIndia } from '@trip/shared/itineraries/trip-dates';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filterQuery } from './get-activities';

/** Downloads the filtered activity as CSV and saves it as activity-data-{date}.csv. */
export async function exportActivities(filter: ActivityFilter): Promise<string> {
  const { blob, filename } = await apiDownload(
    `/api/analytics/admin/export?${filterQuery(filter)}`,
    { auth: 'admin' },
  );
  const name = filename ?? `activity-data-${todayInIndia()}.csv`;
  saveFile(blob, name);
  return name;
}

export function useExportActivities() {
  return useMutation({ mutationFn: exportActivities });
}
