import { Button, Snackbar } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  PACKAGE_STATUSES,
  packageMessages,
  type PackageStatus,
} from '@trip/shared/tour-packages/constants';
import type { TourPackage } from '@trip/shared/tour-packages/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { useCreateRequest } from '../../../../components/admin/create-request';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useDeletePackage } from '../../api/admin-delete-package';
import { useAdminPackages } from '../../api/admin-get-packages';
import { useUpdatePackageStatus } from '../../api/admin-update-package-status';
import { AdminPackageCard } from './admin-package-card';
import { errorMessage } from '../../../../lib/error-message';
import { STATUS_COLOURS, STATUS_LABELS } from './package-display';
import { PackageFormDialog } from './package-form/package-form-dialog';
import { CardGrid } from '../../../../components/admin/card-grid';
import { EmptyState, SectionFrame } from '../../../../components/admin/section-frame';
import { StatusCounts } from '../../../../components/admin/status-counts';

type FormState = { open: boolean; item: TourPackage | null };

/** Package Management: every package as a card, the create/edit dialog, status and delete. */
export function PackageManagement() {
  const packages = useAdminPackages();
  const updateStatus = useUpdatePackageStatus();
  const removal = useDeletePackage();
  const [actionError, setActionError] = useState<string>();
  const createRequested = useCreateRequest();
  const [form, setForm] = useState<FormState>({ open: createRequested, item: null });
  const [pendingDelete, setPendingDelete] = useState<TourPackage>();
  const [notice, setNotice] = useState<string>();

  const fail = (error: unknown, fallback: string) => {
    // An ended session has already brought back the login screen with its notice.
    if (isSessionExpiredError(error)) return;
    setActionError(errorMessage(error, { fallback: fallback }));
  };

  const changeStatus = (item: TourPackage, status: PackageStatus) => {
    if (status === item.status) return;
    setActionError(undefined);
    updateStatus.mutate(
      { id: item._id, status },
      {
        onSuccess: () => setNotice(`${item.title} is now ${STATUS_LABELS[status].toLowerCase()}`),
        onError: (error) => fail(error, packageMessages.statusUpdateFailed),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const item = pendingDelete;
    setActionError(undefined);
    removal.mutate(item._id, {
      onSuccess: () => setNotice(`${item.title} was deleted`),
      onError: (error) => fail(error, packageMessages.deleteFailed),
      onSettled: () => setPendingDelete(undefined),
    });
  };

  const fetchError =
    packages.isError && !isSessionExpiredError(packages.error)
      ? errorMessage(packages.error, { fallback: packageMessages.fetchFailed })
      : undefined;
  const banner = actionError ?? fetchError;
  const items = packages.data ?? [];

  return (
    <SectionFrame
      title="Tour packages"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, item: null })}
        >
          Add Package
        </Button>
      }
      error={banner}
      onRetry={!actionError && fetchError ? () => void packages.refetch() : undefined}
      onDismiss={actionError ? () => setActionError(undefined) : undefined}
      loading={packages.isFetching}
    >
      {packages.data && (
        <StatusCounts
          counts={PACKAGE_STATUSES.map((status) => ({
            key: status,
            label: STATUS_LABELS[status],
            count: items.filter((item) => item.status === status).length,
            tone: STATUS_COLOURS[status],
          }))}
        />
      )}
      {packages.data && items.length === 0 && (
        <EmptyState text="No packages yet. Create the first package; it stays a draft until you publish it." />
      )}
      {items.length > 0 && (
        <CardGrid>
          {items.map((item) => (
            <AdminPackageCard
              key={item._id}
              item={item}
              onEdit={() => setForm({ open: true, item })}
              onDelete={() => setPendingDelete(item)}
              onStatusChange={(status) => changeStatus(item, status)}
            />
          ))}
        </CardGrid>
      )}

      <PackageFormDialog
        open={form.open}
        item={form.item}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSaved={(saved, created) => {
          setForm((current) => ({ ...current, open: false }));
          setActionError(undefined);
          setNotice(created ? `${saved.title} was created` : `${saved.title} was saved`);
        }}
      />
      <ConfirmDialog
        heading="Delete package"
        question={packageMessages.deleteConfirm}
        subject={pendingDelete?.title}
        busy={removal.isPending}
        onCancel={() => setPendingDelete(undefined)}
        onConfirm={confirmDelete}
      />
      <Snackbar
        open={notice !== undefined}
        autoHideDuration={4000}
        onClose={() => setNotice(undefined)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </SectionFrame>
  );
}
