import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it('neutralises every cell a spreadsheet could run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+91 98300 12345')).toBe("'+91 98300 12345");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('keeps plain text, numbers and Indian names as they are', () => {
    expect(csvCell('Anjali Chattopadhyay')).toBe('Anjali Chattopadhyay');
    expect(csvCell('অঞ্জলি')).toBe('অঞ্জলি');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Goa, India')).toBe('"Goa, India"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});
