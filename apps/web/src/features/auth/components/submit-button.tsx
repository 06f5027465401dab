import { Button, CircularProgress, type ButtonProps } from '@mui/material';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  submitting: boolean;
  label: string;
  submittingLabel: string;
};

/** The form's submit button: disabled, with a spinner and its own words, while sending. */
export function SubmitButton({ submitting, label, submittingLabel, ...props }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      {...props}
    >
      {submitting ? submittingLabel : label}
    </Button>
  );
}
