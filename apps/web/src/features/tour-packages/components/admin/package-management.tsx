import { PACKAGE_STATUSES, packageMessages } from '@trip/shared/tour-packages/constants';
import { CatalogueSection } from '../../../../components/admin/catalogue-section';
import { useDeletePackage } from '../../api/admin-delete-package';
import { useAdminPackages } from '../../api/admin-get-packages';
import { useUpdatePackageStatus } from '../../api/admin-update-package-status';
import { AdminPackageCard } from './admin-package-card';
import { STATUS_COLOURS, STATUS_LABELS } from './package-display';
import { PackageFormDialog } from './package-form/package-form-dialog';

/** Package Management: every package as a card, the create/edit dialog, status and delete. */
export function PackageManagement() {
  const updateStatus = useUpdatePackageStatus();
  return (
    <CatalogueSection
      title="Tour packages"
      createLabel="Add Package"
      emptyText="No packages yet. Create the first package; it stays a draft until you publish it."
      deleteHeading="Delete package"
      messages={packageMessages}
      statuses={PACKAGE_STATUSES}
      statusLabels={STATUS_LABELS}
      statusTones={STATUS_COLOURS}
      items={useAdminPackages()}
      removal={useDeletePackage()}
      renderCard={(item, actions) => (
        <AdminPackageCard
          key={item._id}
          item={item}
          onEdit={actions.edit}
          onDelete={actions.remove}
          onStatusChange={(status) => {
            if (status === item.status) return;
            actions.clearError();
            updateStatus.mutate(
              { id: item._id, status },
              {
                onSuccess: () =>
                  actions.notify(`${item.title} is now ${STATUS_LABELS[status].toLowerCase()}`),
                onError: (error) => actions.fail(error, packageMessages.statusUpdateFailed),
              },
            );
          }}
        />
      )}
      renderForm={(form) => (
        <PackageFormDialog
          open={form.open}
          item={form.item}
          onClose={form.close}
          onSaved={form.saved}
        />
      )}
    />
  );
}
