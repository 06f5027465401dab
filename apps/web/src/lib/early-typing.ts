type Field = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<Field, string>();

function remember(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    typed.set(field, field.value);
  }
}

/**
 * Starts noting what the visitor types into a prerendered page before React has adopted it. The
 * text would stay on screen but never reach the form: React keeps each field's value in state,
 * which starts as the prerendered (empty) one and hears nothing of keys pressed before it listens.
 */
export function rememberEarlyTyping(): void {
  document.addEventListener('input', remember, true);
}

/**
 * Once React has adopted the page, types the noted text again: the field is emptied through
 * React's own setter, then given the text behind React's back, so that the input event that
 * follows reads as a change and reaches the field's onChange.
 */
export function replayEarlyTyping(): void {
  document.removeEventListener('input', remember, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    const setNativeValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setNativeValue) continue;
    field.value = '';
    setNativeValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}
