import { act, lazy, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setAdopting } from '../lib/adoption';
import { rememberEarlyTyping, replayEarlyTyping } from '../lib/early-typing';
import { AdoptWhenSeen } from './adopt-when-seen';

function CityForm() {
  const [city, setCity] = useState('');
  const [searches, setSearches] = useState(0);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input aria-label="City" value={city} onChange={(event) => setCity(event.target.value)} />
      <button type="button" onClick={() => setSearches((count) => count + 1)}>
        Search
      </button>
      <p>
        {city || 'nowhere'}, {searches} searches
      </p>
    </form>
  );
}

/** The page as the server draws it, then adopted as start.tsx does, with the form's code lazy. */
async function adoptPage(until: 'seen' | 'used') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <AdoptWhenSeen until={until}>
      <CityForm />
    </AdoptWhenSeen>,
  );
  document.body.append(container);
  rememberEarlyTyping();
  const loads = { count: 0 };
  const LazyForm = lazy(async () => {
    loads.count += 1;
    return { default: CityForm };
  });
  setAdopting(true);
  await act(async () => {
    hydrateRoot(
      container,
      <AdoptWhenSeen until={until}>
        <LazyForm />
      </AdoptWhenSeen>,
    );
  });
  setAdopting(false);
  act(() => replayEarlyTyping());
  return { container, loads, field: container.querySelector('input')! };
}

/** Lets the lazy module arrive and React adopt the section. */
async function settle() {
  for (let step = 0; step < 5; step += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('AdoptWhenSeen until="used"', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves the section and its code alone until the visitor reaches for it', async () => {
    const { container, loads } = await adoptPage('used');
    await settle();
    expect(loads.count).toBe(0);
    expect(container.querySelector('[data-awaiting-adoption]')).not.toBeNull();
    expect(container).toHaveTextContent('nowhere, 0 searches');
  });

  it('adopts it when the focus moves in, with what was typed meanwhile', async () => {
    const { container, loads, field } = await adoptPage('used');
    field.focus();
    field.value = 'Goa';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(loads.count).toBe(1);
    expect(container.querySelector('[data-awaiting-adoption]')).toBeNull();
    expect(container).toHaveTextContent('Goa, 0 searches');
  });

  it('holds a click made while its code is on the way, and makes it again once adopted', async () => {
    const { container, loads } = await adoptPage('used');
    const button = container.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    button.click();
    await settle();
    expect(loads.count).toBe(1);
    expect(container).toHaveTextContent('nowhere, 1 searches');
  });
});
