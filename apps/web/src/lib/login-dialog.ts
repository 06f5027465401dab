export type LoginDialogTab = 'login' | 'register';

export type LoginDialogOptions = {
  /** Which tab opens first (default the login tab). */
  tab?: LoginDialogTab;
  /** Runs once the visitor has signed in or registered and the dialog has closed. */
  onSuccess?: () => void;
};

type Listener = (options: LoginDialogOptions) => void;

const listeners = new Set<Listener>();
// The dialog is loaded lazily: a request made before it subscribes is kept for it.
let pending: LoginDialogOptions | null = null;
let preloader: (() => void) | null = null;

/** Opens the login/register dialog. */
export function openLoginDialog(options: LoginDialogOptions = {}): void {
  if (listeners.size === 0) {
    pending = options;
    return;
  }
  for (const listener of listeners) listener(options);
}

/** The dialog's host subscribes here; the returned function unsubscribes. */
export function onLoginDialogOpen(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const options = pending;
    pending = null;
    listener(options);
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Starts loading the dialog's code, as a pointer heads for a button that opens it. */
export function preloadLoginDialog(): void {
  preloader?.();
}

export function setLoginDialogPreloader(load: (() => void) | null): void {
  preloader = load;
}
