import { Alert, Box, Button, CircularProgress, Paper, Snackbar, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
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
import { PackageFormDialog } from './package-form-dialog';

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
  const counts = PACKAGE_STATUSES.map((status) => ({
    status,
    count: items.filter((item) => item.status === status).length,
  }));

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            Tour packages
          </Typography>
          {packages.data && (
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}
            >
              {counts.map(({ status, count }) => (
                <Box
                  component="li"
                  key={status}
                  sx={{
                    listStyle: 'none',
                    px: 1.25,
                    py: 0.25,
                    borderRadius: '999px',
                    fontSize: '0.8rem',
                    fontWeight: 700,
                    color: STATUS_COLOURS[status].text,
                    bgcolor: STATUS_COLOURS[status].tint,
                    border: `1px solid ${STATUS_COLOURS[status].border}`,
                  }}
                >
                  {count} {STATUS_LABELS[status].toLowerCase()}
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, item: null })}
          sx={{ borderRadius: '10px', px: 2.5 }}
        >
          Add Package
        </Button>
      </Box>

      {banner && (
        <Alert
          severity="error"
          role="alert"
          onClose={actionError ? () => setActionError(undefined) : undefined}
          action={
            !actionError && fetchError ? (
              <Button color="inherit" size="small" onClick={() => void packages.refetch()}>
                Retry
              </Button>
            ) : undefined
          }
          sx={{ borderRadius: '12px' }}
        >
          {banner}
        </Alert>
      )}

      {packages.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading packages" />
        </Box>
      )}

      {packages.data && items.length === 0 && (
        <Paper
          variant="outlined"
          sx={{
            p: { xs: 3, sm: 5 },
            borderRadius: '16px',
            borderStyle: 'dashed',
            textAlign: 'center',
          }}
        >
          <InventoryOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
            No packages yet
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Create the first package; it stays a draft until you publish it.
          </Typography>
        </Paper>
      )}

      {items.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 2.5 },
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((item) => (
            <AdminPackageCard
              key={item._id}
              item={item}
              onEdit={() => setForm({ open: true, item })}
              onDelete={() => setPendingDelete(item)}
              onStatusChange={(status) => changeStatus(item, status)}
            />
          ))}
        </Box>
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
    </Box>
  );
}
