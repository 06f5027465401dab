import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageStatus } from '@trip/shared/tour-packages/constants';
import { packageResponseSchema, type TourPackage } from '@trip/shared/tour-packages/schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminPackagesQueryKey } from './admin-get-packages';

export type UpdatePackageStatusInput = { id: string; status: PackageStatus };

export async function updatePackageStatus({
  id,
  status,
}: UpdatePackageStatusInput): Promise<TourPackage> {
  const answer = await apiFetch(`/api/packages/admin/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    auth: 'admin',
    body: { status },
  });
  return packageResponseSchema.parse(answer).package;
}

/**
 * The card's dropdown shows the new status at once; a refused change puts the old one back
 * (the caller shows why).
 */
export function useUpdatePackageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackageStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminPackagesQueryKey });
      const before = queryClient.getQueryData<TourPackage[]>(adminPackagesQueryKey);
      queryClient.setQueryData<TourPackage[]>(adminPackagesQueryKey, (packages) =>
        packages?.map((item) => (item._id === id ? { ...item, status } : item)),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(adminPackagesQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPackagesQueryKey }),
  });
}
