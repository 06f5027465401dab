import { Button, Snackbar } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Tone } from '../../config/theme-tokens';
import { isSessionExpiredError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { CardGrid } from './card-grid';
import { ConfirmDialog } from './confirm-dialog';
import { useCreateRequest } from './create-request';
import { EmptyState, SectionFrame } from './section-frame';
import { StatusCounts } from './status-counts';

/** What a catalogue holds: published content the admin writes (posts, packages). */
type CatalogueItem<S extends string> = { _id: string; title: string; status: S };

/** What a card may do beyond edit and delete (a package's status menu). */
export type CardActions = {
  edit: () => void;
  remove: () => void;
  /** Says a change went through, at the foot of the screen. */
  notify: (text: string) => void;
  /** Shows a failure in the section's banner (never for an ended session: login says that). */
  fail: (error: unknown, fallback: string) => void;
  clearError: () => void;
};

export type FormSlot<T> = {
  open: boolean;
  /** The item being edited; null for a new one. */
  item: T | null;
  close: () => void;
  saved: (saved: T, created: boolean) => void;
};

type CatalogueSectionProps<T extends CatalogueItem<S>, S extends string> = {
  title: string;
  createLabel: string;
  emptyText: string;
  deleteHeading: string;
  messages: { fetchFailed: string; deleteFailed: string; deleteConfirm: string };
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  statusTones: Record<S, Tone>;
  items: UseQueryResult<T[]>;
  removal: UseMutationResult<unknown, Error, string>;
  renderCard: (item: T, actions: CardActions) => ReactNode;
  renderForm: (form: FormSlot<T>) => ReactNode;
};

/**
 * The admin's catalogue screens (blog posts, tour packages) in one frame: status counts, the
 * cards, the create/edit dialog, delete with confirmation, the failure banner with Retry and
 * the notice of what changed. A screen says only what differs: its words, card and form.
 */
export function CatalogueSection<T extends CatalogueItem<S>, S extends string>({
  title,
  createLabel,
  emptyText,
  deleteHeading,
  messages,
  statuses,
  statusLabels,
  statusTones,
  items: query,
  removal,
  renderCard,
  renderForm,
}: CatalogueSectionProps<T, S>) {
  const [actionError, setActionError] = useState<string>();
  const createRequested = useCreateRequest();
  const [form, setForm] = useState<{ open: boolean; item: T | null }>({
    open: createRequested,
    item: null,
  });
  const [pendingDelete, setPendingDelete] = useState<T>();
  const [notice, setNotice] = useState<string>();

  const fail = (error: unknown, fallback: string) => {
    // An ended session has already brought back the login screen with its notice.
    if (isSessionExpiredError(error)) return;
    setActionError(errorMessage(error, { fallback }));
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const item = pendingDelete;
    setActionError(undefined);
    removal.mutate(item._id, {
      onSuccess: () => setNotice(`${item.title} was deleted`),
      onError: (error) => fail(error, messages.deleteFailed),
      onSettled: () => setPendingDelete(undefined),
    });
  };

  const fetchError =
    query.isError && !isSessionExpiredError(query.error)
      ? errorMessage(query.error, { fallback: messages.fetchFailed })
      : undefined;
  const items = query.data ?? [];

  return (
    <SectionFrame
      title={title}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, item: null })}
        >
          {createLabel}
        </Button>
      }
      error={actionError ?? fetchError}
      onRetry={!actionError && fetchError ? () => void query.refetch() : undefined}
      onDismiss={actionError ? () => setActionError(undefined) : undefined}
      loading={query.isFetching}
    >
      {query.data && (
        <StatusCounts
          counts={statuses.map((status) => ({
            key: status,
            label: statusLabels[status],
            count: items.filter((item) => item.status === status).length,
            tone: statusTones[status],
          }))}
        />
      )}
      {query.data && items.length === 0 && <EmptyState text={emptyText} />}
      {items.length > 0 && (
        <CardGrid>
          {items.map((item) =>
            renderCard(item, {
              edit: () => setForm({ open: true, item }),
              remove: () => setPendingDelete(item),
              notify: setNotice,
              fail,
              clearError: () => setActionError(undefined),
            }),
          )}
        </CardGrid>
      )}

      {renderForm({
        ...form,
        close: () => setForm((current) => ({ ...current, open: false })),
        saved: (saved, created) => {
          setForm((current) => ({ ...current, open: false }));
          setActionError(undefined);
          setNotice(created ? `${saved.title} was created` : `${saved.title} was saved`);
        },
      })}
      <ConfirmDialog
        heading={deleteHeading}
        question={messages.deleteConfirm}
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
