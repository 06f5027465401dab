import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse';

function parse(pieces: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return events;
}

const stream =
  'event: itinerary\ndata: {"title":"Goa, slowly"}\n\n' +
  'event: itinerary\ndata: {"title":"Goa ₹ beaches"}\n\n' +
  'event: done\ndata: {"count":2}\n\n';

const expected: SseEvent[] = [
  { event: 'itinerary', data: '{"title":"Goa, slowly"}' },
  { event: 'itinerary', data: '{"title":"Goa ₹ beaches"}' },
  { event: 'done', data: '{"count":2}' },
];

describe('server-sent event parser', () => {
  it('reads several events from one piece', () => {
    expect(parse([stream])).toEqual(expected);
  });

  it('gives the same events however the text is cut', () => {
    for (let cut = 1; cut < stream.length; cut += 1) {
      expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(expected);
    }
    expect(parse(stream.split(''))).toEqual(expected);
  });

  it('takes CRLF and CR line ends, even with the CR and LF in different pieces', () => {
    const crlf = stream.replace(/\n/g, '\r\n');
    for (let cut = 1; cut < crlf.length; cut += 1) {
      expect(parse([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected);
    }
    expect(parse([stream.replace(/\n/g, '\r')])).toEqual(expected);
  });

  it('hands on an event as soon as its blank line arrives', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('event: itinerary\ndata: {"n":1}\n');
    expect(events).toEqual([]);
    parser.push('\nevent: itinerary\ndata: {"n"');
    expect(events).toEqual([{ event: 'itinerary', data: '{"n":1}' }]);
  });

  it('reads an error event like any other', () => {
    expect(
      parse(['event: error\ndata: {"error":"Something went wrong","code":"INTERNAL"}\n\n']),
    ).toEqual([{ event: 'error', data: '{"error":"Something went wrong","code":"INTERNAL"}' }]);
  });

  it('joins data lines, skips comments and fields it does not know, names unnamed events', () => {
    expect(
      parse([': keep-alive\n', 'id: 7\nretry: 100\ndata: first\ndata:second\n\n', 'data\n\n']),
    ).toEqual([
      { event: 'message', data: 'first\nsecond' },
      { event: 'message', data: '' },
    ]);
  });

  it('drops an event without data and an event cut off by the end of the stream', () => {
    expect(parse(['event: ping\n\n', 'event: done\ndata: {"count":1}'])).toEqual([]);
  });
});
