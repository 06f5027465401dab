import { useQuery } from '@tanstack/react-query';
import { packagesResponseSchema, type TourPackage } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';

/** Every admin package query starts with this key, so one invalidation refreshes them all. */
export const adminPackagesQueryKey = ['admin', 'packages'] as const;

/** Every package, drafts and archived ones included, newest first. */
export async function getAdminPackages(signal?: AbortSignal): Promise<TourPackage[]> {
  const answer = await apiFetch('/api/packages/admin/all', { auth: 'admin', signal });
  return packagesResponseSchema.parse(answer).packages;
}

export function useAdminPackages() {
  return useQuery({
    queryKey: adminPackagesQueryKey,
    queryFn: ({ signal }) => getAdminPackages(signal),
  });
}
