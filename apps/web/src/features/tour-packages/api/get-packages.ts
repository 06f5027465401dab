import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageListResponse } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';
import { packageListQueryString, type PackageFilters } from '../utils/list-filters';

export const packagesQueryKey = ['packages', 'list'] as const;

export async function getPackages(
  filters: PackageFilters,
  signal?: AbortSignal,
): Promise<PackageListResponse> {
  const [answer, { packageListResponseSchema }] = await Promise.all([
    apiFetch(`/api/packages?${packageListQueryString(filters)}`, { signal }),
    import('@trip/shared/tour-packages/schemas'),
  ]);
  return packageListResponseSchema.parse(answer);
}

export function packagesQueryOptions(filters: PackageFilters) {
  return queryOptions({
    queryKey: [...packagesQueryKey, filters],
    queryFn: ({ signal }) => getPackages(filters, signal),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

export function usePackages(filters: PackageFilters) {
  return useQuery(packagesQueryOptions(filters));
}
