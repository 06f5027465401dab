import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { LIST_ITEM_MAX_LENGTH } from '@trip/shared/tour-packages/constants';
import { useState } from 'react';
import { newKey, type ListEntry } from './package-form-values';

type TextListEditorProps = {
  id: string;
  /** The list's name, e.g. "Inclusions". */
  label: string;
  /** One entry's name, e.g. "Inclusion". */
  itemLabel: string;
  entries: ListEntry[];
  onChange: (entries: ListEntry[]) => void;
  placeholder?: string;
  error?: string;
};

/**
 * A list of short texts: add, edit, remove. Empty entries may stay while editing; they are
 * dropped on save. Enter in an entry adds the next one.
 */
export function TextListEditor({
  id,
  label,
  itemLabel,
  entries,
  onChange,
  placeholder,
  error,
}: TextListEditorProps) {
  const [focusKey, setFocusKey] = useState<string>();
  const headingId = `${id}-heading`;

  const add = (after?: number) => {
    const entry = { key: newKey(), text: '' };
    const at = after === undefined ? entries.length : after + 1;
    onChange([...entries.slice(0, at), entry, ...entries.slice(at)]);
    setFocusKey(entry.key);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {label}
      </Typography>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {entries.map((entry, index) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', gap: 0.5 }}>
            <TextField
              size="small"
              fullWidth
              id={`${id}-${entry.key}`}
              label={`${itemLabel} ${index + 1}`}
              value={entry.text}
              placeholder={placeholder}
              autoFocus={entry.key === focusKey}
              slotProps={{ htmlInput: { maxLength: LIST_ITEM_MAX_LENGTH } }}
              onChange={(event) =>
                onChange(
                  entries.map((item) =>
                    item.key === entry.key ? { ...item, text: event.target.value } : item,
                  ),
                )
              }
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter here adds a line rather than submitting the whole form.
                event.preventDefault();
                add(index);
              }}
            />
            <Tooltip title={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}>
              <IconButton
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => onChange(entries.filter((item) => item.key !== entry.key))}
                sx={{ alignSelf: 'center' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => add()}
        sx={{ mt: entries.length > 0 ? 1 : 0.5 }}
      >
        Add {itemLabel.toLowerCase()}
      </Button>
    </Box>
  );
}
