import { Alert, Box, Button, CircularProgress, Snackbar } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAppError } from '@trip/shared/errors/app-error';
import { settingsMessages, settingsSchema, type Settings } from '@trip/shared/settings/schemas';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { SectionFrame } from '../../../../components/admin/section-frame';
import { errorMessage } from '../../../../lib/error-message';
import { useAdminSettings } from '../../api/admin-get-settings';
import { useSaveSettings } from '../../api/admin-save-settings';
import { AiLimitsBlock, ContactBlock, OfferBlock, SecuritySettingsBlock } from './settings-blocks';

function SettingsFields({ stored }: { stored: Settings }) {
  const form = useForm<Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: stored,
  });
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      form.reset(await save.mutateAsync(values));
      setSaved(true);
    } catch (error) {
      // The server's own field messages go under their fields, the rest in the banner.
      if (isAppError(error) && error.fieldErrors) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          form.setError(field as FieldPath<Settings>, { message });
        }
      }
      setFailure(errorMessage(error, { fallback: settingsMessages.saveFailed }));
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <OfferBlock />
        <ContactBlock />
        <AiLimitsBlock />
        <SecuritySettingsBlock />
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            bgcolor: 'background.default',
          }}
        >
          <Button
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset(stored)}
          >
            Discard changes
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.formState.isSubmitting}
            startIcon={
              form.formState.isSubmitting ? (
                <CircularProgress size={16} color="inherit" />
              ) : (
                <SaveOutlinedIcon />
              )
            }
          >
            Save Settings
          </Button>
        </Box>
      </Box>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message={settingsMessages.saved}
      />
    </FormProvider>
  );
}

/** The stored settings in one form, checked with the server's schema, saved together. */
export function SettingsForm() {
  const settings = useAdminSettings();
  return (
    <SectionFrame
      title="Site settings"
      loading={settings.isFetching}
      error={errorMessage(settings.error, { fallback: settingsMessages.loadFailed })}
      onRetry={() => void settings.refetch()}
    >
      {settings.data && <SettingsFields stored={settings.data} />}
    </SectionFrame>
  );
}
