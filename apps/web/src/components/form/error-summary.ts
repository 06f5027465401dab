/**
 * Every message of a form that failed its rules, in the order of its fields (nested lists
 * too), once each, joined for the banner above the form: "Title is required, Slug is …".
 * Takes a form's errors or one field's (a list field's error holds its entries' errors).
 */
export function errorSummary(errors: unknown): string {
  const messages: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '') {
      if (!messages.includes(message)) messages.push(message);
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') visit(child);
  };
  visit(errors);
  return messages.join(', ');
}
