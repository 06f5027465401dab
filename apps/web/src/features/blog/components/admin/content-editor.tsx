import { Box, IconButton, TextField, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import NotesIcon from '@mui/icons-material/Notes';
import { BLOG_CONTENT_ALLOWED_TAGS } from '@trip/shared/blog/constants';
import { useRef, type ReactElement } from 'react';
import { applyHtmlFormat, type HtmlFormat } from './html-format';

const TOOLS: Array<{ format: HtmlFormat; label: string; icon: ReactElement | string }> = [
  { format: 'bold', label: 'Bold', icon: <FormatBoldIcon /> },
  { format: 'italic', label: 'Italic', icon: <FormatItalicIcon /> },
  { format: 'h2', label: 'Heading', icon: 'H2' },
  { format: 'h3', label: 'Subheading', icon: 'H3' },
  { format: 'paragraph', label: 'Paragraph', icon: <NotesIcon /> },
  { format: 'bullets', label: 'Bulleted list', icon: <FormatListBulletedIcon /> },
  { format: 'numbers', label: 'Numbered list', icon: <FormatListNumberedIcon /> },
  { format: 'link', label: 'Link', icon: <InsertLinkIcon /> },
];

type ContentEditorProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/**
 * The post's content as HTML in a plain text box, as the spec has it, with buttons that wrap
 * the selection in the tags the server keeps.
 */
export function ContentEditor({ id, value, onChange, error }: ContentEditorProps) {
  const box = useRef<HTMLTextAreaElement>(null);

  const format = (kind: HtmlFormat) => {
    const field = box.current;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    const edit = applyHtmlFormat(value, start, end, kind);
    onChange(edit.value);
    // After React has put the new text in, select what the button leaves selected.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  return (
    <Box>
      <Box
        role="toolbar"
        aria-label="Format content"
        aria-controls={id}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.25,
          p: 0.5,
          mb: 0.75,
          borderRadius: '10px',
          bgcolor: '#f1f5f9',
        }}
      >
        {TOOLS.map((tool) => (
          <Tooltip key={tool.format} title={tool.label}>
            <IconButton
              size="small"
              aria-label={tool.label}
              onClick={() => format(tool.format)}
              sx={{ fontWeight: 800, fontSize: '0.85rem', width: 36, height: 36, color: '#1e293b' }}
            >
              {tool.icon}
            </IconButton>
          </Tooltip>
        ))}
      </Box>
      <TextField
        id={id}
        label="Content"
        required
        multiline
        minRows={10}
        maxRows={24}
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={box}
        error={Boolean(error)}
        helperText={
          error ??
          `HTML allowed: ${BLOG_CONTENT_ALLOWED_TAGS.join(', ')}. Other tags are removed on save.`
        }
        slotProps={{
          htmlInput: {
            spellCheck: true,
            style: {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.9rem',
            },
          },
        }}
      />
    </Box>
  );
}
