/** Which button opened the popup, kept with the lead ("home_hero", "contact_page"...). */
type Listener = (source: string | undefined) => void;

const listeners = new Set<Listener>();
// The popup is loaded lazily: a request made before it subscribes is kept for it.
let pendingOpen: { source: string | undefined } | null = null;

/** Asks the promotional popup to open, even if the visitor has dismissed it before. */
export function openPromoPopup(source?: string): void {
  if (listeners.size === 0) {
    pendingOpen = { source };
    return;
  }
  for (const listener of listeners) listener(source);
}

/** The popup subscribes here; the returned function unsubscribes. */
export function onPromoPopupOpen(listener: Listener): () => void {
  listeners.add(listener);
  if (pendingOpen) {
    const { source } = pendingOpen;
    pendingOpen = null;
    listener(source);
  }
  return () => {
    listeners.delete(listener);
  };
}
