import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAppError } from '@trip/shared/errors/app-error';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';

export async function getPackageBySlug(slug: string, signal?: AbortSignal): Promise<TourPackage> {
  const [answer, { packageResponseSchema }] = await Promise.all([
    apiFetch(`/api/packages/slug/${encodeURIComponent(slug)}`, { signal }),
    import('@trip/shared/tour-packages/schemas'),
  ]);
  return packageResponseSchema.parse(answer).package;
}

export function packageQueryOptions(slug: string, passed?: TourPackage) {
  return queryOptions({
    queryKey: ['packages', 'slug', slug],
    queryFn: ({ signal }) => getPackageBySlug(slug, signal),
    // A package handed over by the list shows at once; it is marked old so the page still
    // asks the server once, which counts the visit and brings any price change.
    initialData: passed?.slug === slug ? passed : undefined,
    initialDataUpdatedAt: 0,
    // A missing package stays missing: asking again only delays the message.
    retry: (failureCount, error) => failureCount < 1 && !(isAppError(error) && error.status < 500),
  });
}

export function usePackage(slug: string, passed?: TourPackage) {
  return useQuery(packageQueryOptions(slug, passed));
}
