import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_PACKAGES_LIMIT } from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getFeaturedPackages(signal?: AbortSignal): Promise<TourPackage[]> {
  const [answer, { packagesResponseSchema }] = await Promise.all([
    apiFetch('/api/packages/featured', { signal }),
    import('@trip/shared/tour-packages/schemas'),
  ]);
  return packagesResponseSchema.parse(answer).packages.slice(0, FEATURED_PACKAGES_LIMIT);
}

export const featuredPackagesQueryOptions = queryOptions({
  queryKey: ['packages', 'featured'],
  queryFn: ({ signal }) => getFeaturedPackages(signal),
  staleTime: 5 * 60_000,
});

export function useFeaturedPackages() {
  return useQuery(featuredPackagesQueryOptions);
}
