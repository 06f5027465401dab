/**
 * jsdom has no matchMedia. This one answers width queries from window.innerWidth and tells
 * listeners when a resize changes the answer; other features (motion, pointer) never match.
 */
type Listener = (event: MediaQueryListEvent) => void;

function matchesCondition(condition: string): boolean {
  const text = condition
    .trim()
    .replace(/^\(|\)$/g, '')
    .trim();
  if (text === '' || text === 'all' || text === 'screen' || text === 'only screen') return true;
  const width = /^(min|max)-width\s*:\s*([\d.]+)px$/.exec(text);
  if (!width) return false;
  const limit = Number(width[2]);
  return width[1] === 'min' ? window.innerWidth >= limit : window.innerWidth <= limit;
}

export function evaluateMediaQuery(query: string): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(',')
    .some((part) => part.split(/\band\b/).every(matchesCondition));
}

const lists = new Set<{ refresh: () => void }>();

export function installMatchMedia() {
  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    let matches = evaluateMediaQuery(query);
    const list = {
      media: query,
      get matches() {
        return matches;
      },
      onchange: null as ((this: MediaQueryList, event: MediaQueryListEvent) => void) | null,
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    lists.add({
      refresh: () => {
        const next = evaluateMediaQuery(query);
        if (next === matches) return;
        matches = next;
        const event = { matches, media: query } as MediaQueryListEvent;
        for (const listener of listeners) listener(event);
      },
    });
    return list as unknown as MediaQueryList;
  };
  window.addEventListener('resize', () => {
    for (const list of lists) list.refresh();
  });
}

/** Sets the window width as a browser would on resize. */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
