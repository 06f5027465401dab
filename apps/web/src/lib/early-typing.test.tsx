import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberEarlyTyping, replayEarlyTyping } from './early-typing';

function CityForm() {
  const [city, setCity] = useState('');
  return (
    <form>
      <input aria-label="City" value={city} onChange={(event) => setCity(event.target.value)} />
      <p>Searching for: {city || 'nowhere'}</p>
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
});
