/**
 * Whether React is adopting a prerendered page right now (start.tsx sets it for the first
 * render of a prerendered page and clears it once that render is committed). A component that
 * mounts during it is adopting markup the server drew; one that mounts later (after a link
 * was followed in the app) draws itself from scratch.
 */
let adopting = false;

export function setAdopting(value: boolean): void {
  adopting = value;
}

export function isAdopting(): boolean {
  return adopting;
}

const waiting = new Set<() => void>();

/** Registers a section waiting to be adopted; returns what takes it off the list. */
export function awaitAdoption(adopt: () => void): () => void {
  waiting.add(adopt);
  return () => waiting.delete(adopt);
}

/**
 * Adopts every section still waiting. React cannot move the page on (follow a link) while a
 * section above the change, such as the footer, still holds markup it has not adopted: the
 * router's new state reaches it by context, and React waits for it. start.tsx calls this when
 * the router's state first changes.
 */
export function adoptAll(): void {
  for (const adopt of [...waiting]) adopt();
  waiting.clear();
}
