/** One server-sent event: its name ("message" when it has none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

export type SseParser = {
  /** Feeds the next piece of decoded text; events complete in it are handed on at once. */
  push(text: string): void;
  /** The stream has ended: an event without its closing blank line is dropped, as browsers do. */
  end(): void;
};

/**
 * Reads the text/event-stream format piece by piece. A piece may end anywhere: inside a
 * field, between a CR and its LF, or hold several events. Comments and unknown fields are
 * skipped; an event without data is not dispatched (the HTML standard's rules).
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let partial = '';
  let skipLineFeed = false;
  let eventName = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0)
      onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  };

  const takeLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return {
    push(text) {
      let start = 0;
      for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (skipLineFeed) {
          skipLineFeed = false;
          // The LF of a CRLF whose CR ended the previous piece (or this one's last line).
          if (char === '\n' && index === start) {
            start = index + 1;
            continue;
          }
        }
        if (char === '\n' || char === '\r') {
          takeLine(partial + text.slice(start, index));
          partial = '';
          start = index + 1;
          skipLineFeed = char === '\r';
        }
      }
      partial += text.slice(start);
    },
    end() {
      partial = '';
      eventName = '';
      dataLines = [];
    },
  };
}
