import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ComponentProps,
} from 'react';
import { onPromoPopupOpen } from '../../../lib/promo-popup';
import type { PromoPopup } from './promo-popup';
import { leadOutbox } from '../api/lead-outbox';
import { isPromoSettled } from '../utils/promo-cookies';

/** The spec's wait before the popup opens by itself. */
export const PROMO_AUTO_OPEN_DELAY_MS = 5000;
/** The popup's code is fetched this long before it is due, so it opens on time. */
const PRELOAD_AHEAD_MS = 1500;
/** How often a popup that is due looks again whether the visitor is busy in another dialog. */
const BUSY_RETRY_MS = 1000;

/**
 * Whether the visitor is in another dialog, drawer or menu (signing in, picking dates): the
 * popup does not open on top of it, but waits until it has closed.
 */
function isVisitorBusy(): boolean {
  return document.querySelector('[aria-modal="true"], [role="menu"]') !== null;
}

type PopupComponent = ComponentType<ComponentProps<typeof PromoPopup>>;

// The dialog and its form load only when needed, which is never in the first seconds.
let loaded: { PromoPopup: PopupComponent } | undefined;
const loadPopup = () =>
  import('./promo-popup').then((module) => {
    loaded = module;
    return module;
  });
const LazyPromoPopup = lazy(async () => ({ default: (await loadPopup()).PromoPopup }));

type Request = { key: number; source: string | undefined; Popup: PopupComponent };

/**
 * Mounted once in the public layout: opens the promotional popup 5 s into a visit unless the
 * visitor has closed it or left their details before, or at once when a button asks for it;
 * and sends any lead an earlier visit could not deliver.
 */
export function PromoPopupHost() {
  const [request, setRequest] = useState<Request>();
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  const show = useCallback((source: string | undefined) => {
    // Code already fetched renders at once; otherwise it is fetched now.
    const Popup = loaded?.PromoPopup ?? LazyPromoPopup;
    setRequest((current) => ({ key: (current?.key ?? 0) + 1, source, Popup }));
    setOpen(true);
  }, []);

  useEffect(() => leadOutbox().start(), []);

  useEffect(() => onPromoPopupOpen(show), [show]);

  useEffect(() => {
    if (isPromoSettled()) return;
    const preload = window.setTimeout(
      () => void loadPopup().catch(() => undefined),
      PROMO_AUTO_OPEN_DELAY_MS - PRELOAD_AHEAD_MS,
    );
    let timer: number | undefined;
    const openWhenFree = () => {
      // Asked again when the time comes: the visitor may have closed it meanwhile.
      if (isPromoSettled() || openRef.current) return;
      if (isVisitorBusy()) timer = window.setTimeout(openWhenFree, BUSY_RETRY_MS);
      else show(undefined);
    };
    timer = window.setTimeout(openWhenFree, PROMO_AUTO_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, [show]);

  const close = useCallback(() => setOpen(false), []);

  if (!request) return null;
  const { Popup } = request;
  return (
    <Suspense fallback={null}>
      <Popup
        key={request.key}
        open={open}
        source={request.source}
        onClose={close}
        onSubmitted={close}
      />
    </Suspense>
  );
}
