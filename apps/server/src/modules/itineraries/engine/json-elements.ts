/**
 * Reads a JSON answer as it streams in and hands out each element of its list the moment the
 * element's closing brace arrives. The list is the array directly inside the top-level object
 * (`{"elements": [...]}`) or the top-level array itself; text around the JSON (a code fence, a
 * preamble) is skipped. Elements that are not valid JSON on their own are left out: the caller
 * checks the whole answer once it ends.
 */
export type ElementScanner = {
  /** Feeds the next piece of text; returns the elements it completed. */
  push(text: string): unknown[];
};

export function createElementScanner(): ElementScanner {
  let buffer = '';
  let position = 0;
  let started = false;
  let inString = false;
  let escaped = false;
  /** Open containers, innermost last. */
  const stack: Array<'{' | '['> = [];
  /** Depth of the list whose elements are handed out, once it opens; it is the only one read. */
  let listDepth: number | undefined;
  let listClosed = false;
  let elementStart = -1;

  return {
    push(text) {
      buffer += text;
      const elements: unknown[] = [];
      for (; position < buffer.length; position += 1) {
        const char = buffer[position]!;
        if (!started) {
          if (char !== '{' && char !== '[') continue;
          started = true;
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (char === '\\') escaped = true;
          else if (char === '"') inString = false;
          continue;
        }
        if (char === '"') {
          inString = true;
        } else if (char === '{' || char === '[') {
          stack.push(char);
          const depth = stack.length;
          const topLevelArray = char === '[' && depth === 1;
          const arrayInTop = char === '[' && depth === 2 && stack[0] === '{';
          if (listDepth === undefined && (topLevelArray || arrayInTop)) listDepth = depth;
          else if (char === '{' && !listClosed && depth === (listDepth ?? -1) + 1) {
            elementStart = position;
          }
        } else if (char === '}' || char === ']') {
          const depth = stack.length;
          stack.pop();
          if (char === '}' && elementStart >= 0 && depth === (listDepth ?? -1) + 1) {
            try {
              elements.push(JSON.parse(buffer.slice(elementStart, position + 1)));
            } catch {
              // A broken element is reported when the whole answer is checked.
            }
            elementStart = -1;
          }
          if (depth === listDepth) listClosed = true;
        }
      }
      return elements;
    },
  };
}
