import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ReactElement,
} from 'react';
import { plainTextToHtml, sanitizeRichText } from './rich-text-html';

type RichTextEditorProps = {
  id: string;
  label: string;
  /** Read once, when the editor appears: from then on the editor holds the text. */
  value: string;
  /** Every change, as HTML reduced to the description's tags. */
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
  helperText?: string;
};

type Block = 'p' | 'h2' | 'h3';
type Active = { bold: boolean; italic: boolean; ul: boolean; ol: boolean; block: string };

const NOTHING_ACTIVE: Active = { bold: false, italic: false, ul: false, ol: false, block: '' };

/** document.execCommand is deprecated but is still the only editing API every browser has. */
function runCommand(command: string, argument?: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  return document.execCommand(command, false, argument);
}

function commandState(command: string): boolean {
  return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
}

function currentBlock(): string {
  if (typeof document.queryCommandValue !== 'function') return '';
  return document.queryCommandValue('formatBlock').toLowerCase();
}

/** Puts clean HTML at the caret, by hand where the browser has no insertHTML (test DOMs). */
function insertHtml(editor: HTMLElement, html: string): void {
  if (runCommand('insertHTML', html)) return;
  const selection = window.getSelection();
  let range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!range || !editor.contains(range.commonAncestorContainer)) {
    range = document.createRange();
    range.selectNodeContents(editor);
    range.collapse(false);
  }
  range.deleteContents();
  const fragment = range.createContextualFragment(html);
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last && selection) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

/**
 * The description editor: bold, italic, h2, h3, bullet and numbered lists and paragraphs, on
 * a contentEditable area. Whatever is pasted is reduced to those tags first, and the HTML it
 * reports is reduced again, so nothing else reaches the form (the server keeps the same set).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  required,
  error,
  helperText,
}: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const initialValue = useRef(value);
  const [active, setActive] = useState<Active>(NOTHING_ACTIVE);
  const [focused, setFocused] = useState(false);
  const [empty, setEmpty] = useState(() => sanitizeRichText(value) === '');
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const message = error ?? helperText;

  useLayoutEffect(() => {
    // The sanitiser's output has only the allowed tags, no attributes, and escaped text.
    if (editorRef.current) editorRef.current.innerHTML = sanitizeRichText(initialValue.current);
  }, []);

  const refreshActive = useCallback(() => {
    const editor = editorRef.current;
    const selection = window.getSelection();
    if (!editor || !selection?.anchorNode || !editor.contains(selection.anchorNode)) return;
    setActive({
      bold: commandState('bold'),
      italic: commandState('italic'),
      ul: commandState('insertUnorderedList'),
      ol: commandState('insertOrderedList'),
      block: currentBlock(),
    });
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', refreshActive);
    return () => document.removeEventListener('selectionchange', refreshActive);
  }, [refreshActive]);

  const report = () => {
    const editor = editorRef.current;
    if (!editor) return;
    const html = sanitizeRichText(editor.innerHTML);
    setEmpty(html === '');
    onChange(html);
  };

  const apply = (command: string, argument?: string) => {
    editorRef.current?.focus();
    runCommand(command, argument);
    report();
    refreshActive();
  };

  const setBlock = (block: Block) => {
    // A second press on the same heading makes it a paragraph again.
    apply('formatBlock', active.block === block && block !== 'p' ? 'p' : block);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const editor = editorRef.current;
    if (!editor) return;
    const html = event.clipboardData.getData('text/html');
    const clean = html
      ? sanitizeRichText(html)
      : plainTextToHtml(event.clipboardData.getData('text/plain'));
    if (clean !== '') insertHtml(editor, clean);
    report();
  };

  const tool = (name: string, pressed: boolean, icon: ReactElement, onPress: () => void) => (
    <Tooltip title={name} key={name}>
      <IconButton
        size="small"
        aria-label={name}
        aria-pressed={pressed}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onPress}
        sx={toolSx(pressed)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  const blockTool = (block: Block, text: string, name: string) => (
    <Button
      key={block}
      size="small"
      aria-label={name}
      aria-pressed={active.block === block}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setBlock(block)}
      sx={{ ...toolSx(active.block === block), minWidth: 40, px: 1, fontWeight: 700 }}
    >
      {text}
    </Button>
  );

  const borderColour = error ? 'error.main' : focused ? 'primary.main' : 'rgba(0, 0, 0, 0.23)';

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        onClick={() => editorRef.current?.focus()}
        sx={{
          mb: 0.75,
          fontSize: '0.875rem',
          fontWeight: 600,
          color: error ? 'error.main' : 'text.secondary',
        }}
      >
        {label}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Box
        sx={{
          border: '1px solid',
          borderColor: borderColour,
          borderRadius: '10px',
          boxShadow: focused ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        <Box
          role="toolbar"
          aria-label={`${label} formatting`}
          aria-controls={id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            p: 0.75,
            borderBottom: '1px solid rgba(15, 23, 42, 0.08)',
            bgcolor: '#f8fafc',
          }}
        >
          {tool('Bold', active.bold, <FormatBoldIcon fontSize="small" />, () => apply('bold'))}
          {tool('Italic', active.italic, <FormatItalicIcon fontSize="small" />, () =>
            apply('italic'),
          )}
          {blockTool('h2', 'H2', 'H2 heading')}
          {blockTool('h3', 'H3', 'H3 heading')}
          {blockTool('p', 'Text', 'Text paragraph')}
          {tool('Bullet list', active.ul, <FormatListBulletedIcon fontSize="small" />, () =>
            apply('insertUnorderedList'),
          )}
          {tool('Numbered list', active.ol, <FormatListNumberedIcon fontSize="small" />, () =>
            apply('insertOrderedList'),
          )}
        </Box>
        <Box
          ref={editorRef}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? helperId : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          data-empty={empty || undefined}
          data-placeholder="Describe the trip: highlights, stays, what makes it special…"
          onInput={report}
          onPaste={onPaste}
          onFocus={() => {
            setFocused(true);
            // New lines start paragraphs (<p>), not the browser's default <div>.
            runCommand('defaultParagraphSeparator', 'p');
          }}
          onBlur={() => setFocused(false)}
          onKeyUp={refreshActive}
          onMouseUp={refreshActive}
          sx={{
            position: 'relative',
            minHeight: 200,
            maxHeight: 420,
            overflowY: 'auto',
            px: 1.75,
            py: 1.25,
            outline: 'none',
            fontSize: '0.95rem',
            lineHeight: 1.6,
            color: 'text.primary',
            '& h2': { fontSize: '1.3rem', fontWeight: 700, my: 1 },
            '& h3': { fontSize: '1.1rem', fontWeight: 700, my: 1 },
            '& p': { my: 0.75 },
            '& ul, & ol': { pl: 3, my: 0.75 },
            '&[data-empty]::before': {
              content: 'attr(data-placeholder)',
              color: 'text.secondary',
              pointerEvents: 'none',
              position: 'absolute',
            },
          }}
        />
      </Box>
      {message && (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}

function toolSx(pressed: boolean) {
  return {
    borderRadius: '8px',
    color: pressed ? 'primary.main' : 'text.secondary',
    bgcolor: pressed ? 'rgba(29, 78, 216, 0.12)' : 'transparent',
    '&:hover': { bgcolor: pressed ? 'rgba(29, 78, 216, 0.18)' : 'rgba(15, 23, 42, 0.06)' },
  };
}
