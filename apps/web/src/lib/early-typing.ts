type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs whose text (or choice) can be given again through their value. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image']);

function isField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Marks a section of a prerendered page that React has not adopted yet (adopt-when-seen.tsx). */
export const AWAITING_ADOPTION = 'data-awaiting-adoption';

const typed = new Map<Field, string>();
/** Whether React has adopted the page itself; sections may still wait (AWAITING_ADOPTION). */
let pageAdopted = false;

const awaitingAdoption = (field: Element) => field.closest(`[${AWAITING_ADOPTION}]`) !== null;

function remember(event: Event): void {
  const field = event.target;
  if (!isField(field)) return;
  if (pageAdopted && !awaitingAdoption(field)) return;
  typed.set(field, field.value);
}

/**
 * Starts noting what the visitor types into a prerendered page before React has adopted it. The
 * text would stay on screen but never reach the form: React keeps each field's value in state,
 * which starts as the prerendered (empty) one and hears nothing of keys pressed before it listens.
 * Once the page is adopted, only fields in sections still waiting for React are noted.
 */
export function rememberEarlyTyping(): void {
  pageAdopted = false;
  document.addEventListener('input', remember, true);
}

/**
 * Types the noted text again now that React has adopted the page, or, given `section`, the
 * fields of that section it has just adopted. Each field is emptied through React's own setter,
 * then given the text behind React's back, so that the input event (a list's change event) that
 * follows reads as a change and reaches the field's onChange. A field the visitor has since left
 * is told so, as it would have been had React been listening (a suggestions list must not stay
 * open).
 */
export function replayEarlyTyping(section?: Element): void {
  if (!section) pageAdopted = true;
  for (const [field, value] of typed) {
    if (section ? !section.contains(field) : awaitingAdoption(field)) continue;
    typed.delete(field);
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNativeValue) continue;
    field.value = '';
    setNativeValue.call(field, value);
    const change = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(change, { bubbles: true }));
    // After React has rendered what the input event changed (it does so in a microtask, or at
    // the end of the effects this runs in): its blur handler must see the list the text opened.
    queueMicrotask(() => {
      if (field.isConnected && document.activeElement !== field) {
        field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      }
    });
  }
}

/**
 * Tells a section React has just adopted that the focus is already in it: the visitor moved it
 * there before React listened, so its fields do not know they are focused.
 */
export function announceEarlyFocus(section: Element): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== section && section.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}
