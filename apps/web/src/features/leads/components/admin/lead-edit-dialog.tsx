import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_NOTES_MAX_LENGTH, LEAD_STATUSES } from '@trip/shared/leads/constants';
import {
  leadMessages,
  leadStatusUpdateSchema,
  type Lead,
  type LeadStatusUpdateInput,
} from '@trip/shared/leads/schemas';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatMoment } from '../../../../components/admin/format';
import { FormDialogActions } from '../../../../components/form/form-dialog-actions';
import { errorMessage } from '../../../../lib/error-message';
import { useUpdateLead } from '../../api/admin-update-lead';
import { LEAD_STATUS_LABELS } from './lead-display';

type LeadEditDialogProps = {
  /** The lead being edited; the dialog is open while there is one. */
  lead: Lead | undefined;
  onClose: () => void;
  onSaved: (lead: Lead) => void;
};

function LeadForm({
  lead,
  titleId,
  onClose,
  onSaved,
}: {
  lead: Lead;
  titleId: string;
  onClose: () => void;
  onSaved: (lead: Lead) => void;
}) {
  const update = useUpdateLead();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, formState } = useForm<LeadStatusUpdateInput>({
    resolver: zodResolver(leadStatusUpdateSchema),
    defaultValues: { status: lead.status, notes: lead.notes },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onSaved(await update.mutateAsync({ id: lead._id, update: values }));
    } catch (error) {
      setFailure(errorMessage(error, { fallback: leadMessages.updateFailed }));
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Edit lead
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lead.name} · {lead.phone} · came in {formatMoment(lead.submittedAt)}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              id="lead-status"
              label="Status"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {LEAD_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="notes"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="lead-notes"
              label="Notes"
              multiline
              minRows={3}
              maxRows={10}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                `${(field.value ?? '').length} / ${LEAD_NOTES_MAX_LENGTH}`
              }
            />
          )}
        />
      </DialogContent>
      <FormDialogActions busy={busy} submitLabel="Save" onCancel={onClose} />
    </Box>
  );
}

/** Status and notes of one lead, checked with the server's own schema before it is sent. */
export function LeadEditDialog({ lead, onClose, onSaved }: LeadEditDialogProps) {
  const titleId = useId();
  // The form stays while the dialog fades out.
  const [shown, setShown] = useState(lead);
  if (lead !== undefined && lead !== shown) setShown(lead);
  return (
    <Dialog
      open={lead !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {shown && (
        <LeadForm
          key={shown._id}
          lead={shown}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}
