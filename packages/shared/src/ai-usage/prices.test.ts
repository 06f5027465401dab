import { describe, expect, it } from 'vitest';
import { costInUsd, priceOfModel } from './prices';

describe('priceOfModel', () => {
  it('finds a model by its plain, prefixed or dated name', () => {
    expect(priceOfModel('gpt-4o-mini')).toEqual({
      inputPerMillion: 0.15,
      outputPerMillion: 0.6,
      known: true,
      local: false,
    });
    expect(priceOfModel('openai/gpt-4o-mini-2024-07-18').inputPerMillion).toBe(0.15);
    expect(priceOfModel('gpt-4o-2024-08-06').inputPerMillion).toBe(2.5);
    expect(priceOfModel('models/gemini-2.0-flash').outputPerMillion).toBe(0.4);
    expect(priceOfModel('gemini-2.0-flash-lite').inputPerMillion).toBe(0.075);
    expect(priceOfModel('gpt-4.1-mini').inputPerMillion).toBe(0.4);
  });

  it('prices local models at zero and knows they are local', () => {
    expect(priceOfModel('llama3.1:8b')).toEqual({
      inputPerMillion: 0,
      outputPerMillion: 0,
      known: true,
      local: true,
    });
  });

  it('flags a model it does not know instead of guessing', () => {
    expect(priceOfModel('my-fine-tune')).toEqual({
      inputPerMillion: 0,
      outputPerMillion: 0,
      known: false,
      local: false,
    });
    expect(priceOfModel('gpt-4omega').known).toBe(false);
  });
});

describe('costInUsd', () => {
  it('charges input and output tokens at their own rates', () => {
    const price = priceOfModel('gpt-4o-mini');
    expect(costInUsd(price, { input: 1_000_000, output: 0 })).toBe(0.15);
    expect(costInUsd(price, { input: 1200, output: 350 })).toBe(0.00039);
  });
});
