import { describe, expect, it } from 'vitest';
import { plainTextToHtml, sanitizeRichText } from './rich-text-html';

describe('sanitizeRichText', () => {
  it('turns h1 into h2 and keeps h2 and h3', () => {
    expect(sanitizeRichText('<h1>Kerala</h1><h2>Backwaters</h2><h3>Day one</h3>')).toBe(
      '<h2>Kerala</h2><h2>Backwaters</h2><h3>Day one</h3>',
    );
  });

  it('removes scripts and styles with their content', () => {
    expect(
      sanitizeRichText(
        '<style>p{color:red}</style><p>Hello<script>alert(1)</script></p><noscript>x</noscript>',
      ),
    ).toBe('<p>Hello</p>');
  });

  it('drops other tags and every attribute, keeping their text', () => {
    expect(
      sanitizeRichText(
        '<p class="x" onclick="steal()">See <a href="https://example.com">the <u>map</u></a> <img src=x onerror=alert(1)>now</p>',
      ),
    ).toBe('<p>See the map now</p>');
  });

  it('keeps bold, italic, lists, paragraphs and line breaks', () => {
    const html =
      '<p><b>Stay</b> in <i>houseboats</i><br>and <b>eat</b> <i>well</i></p><ul><li>Boat</li><li>Meals</li></ul><ol><li>One</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('writes strong and em as b and i', () => {
    expect(sanitizeRichText('<p><strong>Stay</strong> <em>long</em></p>')).toBe(
      '<p><b>Stay</b> <i>long</i></p>',
    );
  });

  it('makes paragraphs of divs and keeps the words between inline tags apart', () => {
    expect(sanitizeRichText('<div><b>Munnar</b> <i>tea</i> hills</div><div>Day two</div>')).toBe(
      '<p><b>Munnar</b> <i>tea</i> hills</p><p>Day two</p>',
    );
  });

  it('ignores the line breaks of HTML source between blocks', () => {
    expect(sanitizeRichText('<p>One</p>\n\n<p>Two</p>\n')).toBe('<p>One</p><p>Two</p>');
  });

  it('reads bold and italic from word-processor styles', () => {
    expect(
      sanitizeRichText(
        '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">Goa</span> <span style="font-style:italic">beaches</span></p></b>',
      ),
    ).toBe('<p><b>Goa</b> <i>beaches</i></p>');
  });

  it('turns the line breaks of preformatted text into br', () => {
    expect(sanitizeRichText('<pre>Line one\nLine two</pre>')).toBe('<p>Line one<br>Line two</p>');
  });

  it('puts stray list items in paragraphs', () => {
    expect(sanitizeRichText('<li>Alone</li>')).toBe('<p>Alone</p>');
  });
});

describe('plainTextToHtml', () => {
  it('keeps a single line inline and escapes it', () => {
    expect(plainTextToHtml('Tea & <spice>')).toBe('Tea &amp; &lt;spice&gt;');
  });

  it('makes paragraphs of blank-line blocks and br of single line breaks', () => {
    expect(plainTextToHtml('Day one\nArrive\n\nDay two')).toBe(
      '<p>Day one<br>Arrive</p><p>Day two</p>',
    );
  });
});
