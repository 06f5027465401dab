import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AWAITING_ADOPTION,
  announceEarlyFocus,
  rememberEarlyTyping,
  replayEarlyTyping,
} from './early-typing';

function CityForm() {
  const [city, setCity] = useState('');
  const [seat, setSeat] = useState('Economy');
  const [state, setState] = useState('untouched');
  return (
    <form>
      <input
        aria-label="City"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        onFocus={() => setState('focused')}
        onBlur={() => setState('left')}
      />
      <select aria-label="Class" value={seat} onChange={(event) => setSeat(event.target.value)}>
        <option>Economy</option>
        <option>Business</option>
      </select>
      <p>Searching for: {city || 'nowhere'}</p>
      <p>Class: {seat}</p>
      <p>Field: {state}</p>
    </form>
  );
}

/** A prerendered form in the page, as the server sends it. */
function prerender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CityForm />);
  document.body.append(container);
  return container;
}

function typeBeforeReact(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A prerendered page React has adopted, but whose form is a section still waiting for it. */
async function adoptWithWaitingForm() {
  const container = prerender();
  const section = container.querySelector('form')!;
  rememberEarlyTyping();
  await act(async () => {
    hydrateRoot(container, <CityForm />);
  });
  // As components/adopt-when-seen.tsx marks it once the page around it is adopted.
  section.setAttribute(AWAITING_ADOPTION, '');
  return { container, section };
}

describe('early typing', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reaches the form once React has adopted the page', async () => {
    const container = prerender();
    rememberEarlyTyping();
    typeBeforeReact(container.querySelector('input')!, 'Goa');

    await act(async () => {
      hydrateRoot(container, <CityForm />);
    });
    expect(container.querySelector('p')).toHaveTextContent('Searching for: nowhere');
    act(() => replayEarlyTyping());

    expect(container.querySelector('p')).toHaveTextContent('Searching for: Goa');
    expect(container.querySelector('input')).toHaveValue('Goa');
  });

  it('leaves alone the fields nobody typed into', async () => {
    const container = prerender();
    rememberEarlyTyping();
    await act(async () => {
      hydrateRoot(container, <CityForm />);
    });
    act(() => replayEarlyTyping());
    expect(container.querySelector('p')).toHaveTextContent('Searching for: nowhere');
  });

  it('keeps what is typed into a section that waits for React until that section is adopted', async () => {
    const { container, section } = await adoptWithWaitingForm();
    act(() => replayEarlyTyping());
    // Typed after the page was adopted, into the section that still waits.
    typeBeforeReact(container.querySelector('input')!, 'Goa');
    const select = container.querySelector('select')!;
    select.value = 'Business';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => replayEarlyTyping());
    expect(container).toHaveTextContent('Searching for: nowhere');

    section.removeAttribute(AWAITING_ADOPTION);
    await act(async () => replayEarlyTyping(section));
    expect(container).toHaveTextContent('Searching for: Goa');
    expect(container).toHaveTextContent('Class: Business');
    // The visitor had left the field (nothing has the focus): it is told so.
    expect(container).toHaveTextContent('Field: left');
  });

  it("tells a section's focused field that it has the focus, and leaves it focused", async () => {
    const { container, section } = await adoptWithWaitingForm();
    const field = container.querySelector('input')!;
    field.focus();
    typeBeforeReact(field, 'Ooty');
    act(() => replayEarlyTyping());
    section.removeAttribute(AWAITING_ADOPTION);
    act(() => {
      announceEarlyFocus(section);
      replayEarlyTyping(section);
    });
    expect(container).toHaveTextContent('Field: focused');
    expect(container).toHaveTextContent('Searching for: Ooty');
    expect(document.activeElement).toBe(field);
  });

  it('closes a suggestions list that the replayed text opened in a field the visitor has left', async () => {
    function PlaceWithSuggestions() {
      const [text, setText] = useState('');
      const [open, setOpen] = useState(false);
      return (
        <div>
          <input
            aria-label="Place"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            // As MUI's Autocomplete does: it closes only a list it knows to be open.
            onBlur={() => {
              if (open) setOpen(false);
            }}
          />
          {open && <ul role="listbox" />}
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PlaceWithSuggestions />);
    document.body.append(container);
    rememberEarlyTyping();
    typeBeforeReact(container.querySelector('input')!, 'Goa');
    await act(async () => {
      hydrateRoot(container, <PlaceWithSuggestions />);
    });
    await act(async () => replayEarlyTyping());
    expect(container.querySelector('input')).toHaveValue('Goa');
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });
});
