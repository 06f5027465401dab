import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export async function getPackageCategories(signal?: AbortSignal): Promise<string[]> {
  const [answer, { packageCategoriesResponseSchema }] = await Promise.all([
    apiFetch('/api/packages/categories', { signal }),
    import('@trip/shared/tour-packages/schemas'),
  ]);
  return packageCategoriesResponseSchema.parse(answer).categories;
}

export const packageCategoriesQueryOptions = queryOptions({
  queryKey: ['packages', 'categories'],
  queryFn: ({ signal }) => getPackageCategories(signal),
  staleTime: 5 * 60_000,
});

/** The categories to filter by; while they load or when they fail, the choice offers only "All". */
export function usePackageCategories(): string[] {
  return useQuery(packageCategoriesQueryOptions).data ?? [];
}
