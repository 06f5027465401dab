import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { tidyEditorHtml } from './editor-html';
import { editorExtensions, type EditorTags } from './editor-schema';
import { LinkDialog } from './link-dialog';

export type RichTextEditorProps = {
  id: string;
  label: string;
  /** Read once, when the editor appears: from then on the editor holds the text. */
  value: string;
  /** Every change, as HTML of the allowed tags only. */
  onChange: (html: string) => void;
  /** 'description': bold, italic, h2, h3, lists, paragraphs, line breaks; 'article' adds links and pictures. */
  tags: EditorTags;
  required?: boolean;
  error?: string;
  helperText?: string;
  placeholder?: string;
};

/**
 * The one rich-text editor of the back office (Tiptap on ProseMirror). Its schema holds only
 * the tags the server keeps, so whatever is typed or pasted (from Word, a web page, another
 * post) is parsed into those tags and nothing else; the server sanitises again on save.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  tags,
  required,
  error,
  helperText,
  placeholder = 'Start writing…',
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const message = error ?? helperText;
  const report = useRef(onChange);
  report.current = onChange;
  const [linkOpen, setLinkOpen] = useState(false);

  // The label, state and message change while the editor lives: its attributes follow them.
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
  };
  if (required) attributes['aria-required'] = 'true';
  if (error) attributes['aria-invalid'] = 'true';
  if (message) attributes['aria-describedby'] = helperId;
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions: editorExtensions(tags, placeholder),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => report.current(tidyEditorHtml(changed.getHTML())),
  });

  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: JSON.parse(attributesKey) as typeof attributes },
    });
  }, [editor, attributesKey]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      paragraph: current.isActive('paragraph') && !current.isActive('listItem'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      link: current.isActive('link'),
      focused: current.isFocused,
    }),
  });

  const chain = () => editor.chain().focus();
  const tool = (name: string, pressed: boolean, icon: ReactElement, run: () => void) => (
    <Tooltip title={name} key={name}>
      <IconButton
        size="small"
        aria-label={name}
        aria-pressed={pressed}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
        sx={toolSx(pressed)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  const textTool = (name: string, text: string, pressed: boolean, run: () => void) => (
    <Button
      key={name}
      size="small"
      aria-label={name}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      sx={{ ...toolSx(pressed), minWidth: 40, px: 1, fontWeight: 700 }}
    >
      {text}
    </Button>
  );

  const borderColour = error ? 'error.main' : active.focused ? 'primary.main' : 'grey.400';

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        onClick={() => editor.commands.focus()}
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
          boxShadow: active.focused ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
          bgcolor: 'common.white',
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
            borderBottom: '1px solid',
            borderColor: 'divider',
            bgcolor: 'grey.50',
          }}
        >
          {tool('Bold', active.bold, <FormatBoldIcon fontSize="small" />, () =>
            chain().toggleBold().run(),
          )}
          {tool('Italic', active.italic, <FormatItalicIcon fontSize="small" />, () =>
            chain().toggleItalic().run(),
          )}
          {textTool('H2 heading', 'H2', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
          {textTool('H3 heading', 'H3', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
          {textTool('Text paragraph', 'Text', active.paragraph, () => chain().setParagraph().run())}
          {tool('Bullet list', active.bullets, <FormatListBulletedIcon fontSize="small" />, () =>
            chain().toggleBulletList().run(),
          )}
          {tool('Numbered list', active.numbers, <FormatListNumberedIcon fontSize="small" />, () =>
            chain().toggleOrderedList().run(),
          )}
          {tags === 'article' &&
            tool('Link', active.link, <InsertLinkIcon fontSize="small" />, () => setLinkOpen(true))}
        </Box>
        <Box
          component={EditorContent}
          editor={editor}
          sx={{
            '& .ProseMirror': {
              minHeight: 200,
              maxHeight: 420,
              overflowY: 'auto',
              px: 1.75,
              py: 1.25,
              outline: 'none',
              fontSize: '0.95rem',
              lineHeight: 1.6,
              color: 'text.primary',
            },
            '& h2': { fontSize: '1.3rem', fontWeight: 700, my: 1 },
            '& h3': { fontSize: '1.1rem', fontWeight: 700, my: 1 },
            '& p': { my: 0.75 },
            '& ul, & ol': { pl: 3, my: 0.75 },
            '& li > p': { my: 0 },
            '& img': { maxWidth: '100%', height: 'auto' },
            '& a': { color: 'primary.main' },
            '& p.is-editor-empty:first-of-type::before': {
              content: 'attr(data-placeholder)',
              color: 'text.secondary',
              pointerEvents: 'none',
              float: 'left',
              height: 0,
            },
          }}
        />
      </Box>
      {message && (
        <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
      {tags === 'article' && (
        <LinkDialog
          open={linkOpen}
          current={editor.getAttributes('link').href as string | undefined}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinkOpen(false);
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </Box>
  );
}

function toolSx(pressed: boolean) {
  return {
    borderRadius: '8px',
    color: pressed ? 'primary.main' : 'text.secondary',
    bgcolor: pressed ? 'accent.tint' : 'transparent',
    '&:hover': { bgcolor: pressed ? 'accent.tintBorder' : 'grey.100' },
  };
}
