import type { Extensions } from '@tiptap/core';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * Which tags an editor keeps. 'description' is a package description's set
 * (DESCRIPTION_ALLOWED_TAGS: bold, italic, h2, h3, lists, list items, paragraphs, line
 * breaks); 'article' is a post's (BLOG_CONTENT_ALLOWED_TAGS: the same plus links and pictures).
 */
export type EditorTags = 'description' | 'article';

/** h2 and h3 only; a pasted h1 is the page's second level (its h1 is the title), h4–h6 the third. */
const SectionHeading = Heading.extend({
  parseHTML() {
    return [
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h2', attrs: { level: 2 } },
      { tag: 'h3', attrs: { level: 3 } },
      { tag: 'h4', attrs: { level: 3 } },
      { tag: 'h5', attrs: { level: 3 } },
      { tag: 'h6', attrs: { level: 3 } },
    ];
  },
}).configure({ levels: [2, 3] });

export function editorExtensions(tags: EditorTags, placeholder: string): Extensions {
  const article = tags === 'article';
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      trailingNode: false,
      link: article
        ? {
            openOnClick: false,
            autolink: false,
            linkOnPaste: false,
            defaultProtocol: 'https',
            HTMLAttributes: { target: null, rel: null, class: null },
          }
        : false,
    }),
    SectionHeading,
    ...(article ? [Image.configure({ inline: false, allowBase64: false })] : []),
    Placeholder.configure({ placeholder }),
  ];
}
