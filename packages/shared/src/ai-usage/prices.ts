/** What a model charges, in US dollars per million tokens. */
export type ModelPrice = {
  inputPerMillion: number;
  outputPerMillion: number;
  /** False when the model is not in the table: its cost shows as 0 but is not known to be 0. */
  known: boolean;
  /** True for models that run on the agency's own machine (Ollama, vLLM): they cost nothing per token. */
  local: boolean;
};

type PriceRow = { inputPerMillion: number; outputPerMillion: number; local?: true };

/**
 * List prices for standard (non-batch, non-cached) text tokens, as published by OpenAI and
 * Google in 2025. Keys are model names without a provider prefix or dated suffix.
 */
export const MODEL_PRICES: Readonly<Record<string, PriceRow>> = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gemini-2.5-flash': { inputPerMillion: 0.3, outputPerMillion: 2.5 },
  'gemini-2.0-flash-lite': { inputPerMillion: 0.075, outputPerMillion: 0.3 },
  'gemini-2.0-flash': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gemini-1.5-flash': { inputPerMillion: 0.075, outputPerMillion: 0.3 },
  'llama3.2': { inputPerMillion: 0, outputPerMillion: 0, local: true },
  'llama3.1': { inputPerMillion: 0, outputPerMillion: 0, local: true },
  'qwen2.5': { inputPerMillion: 0, outputPerMillion: 0, local: true },
  mistral: { inputPerMillion: 0, outputPerMillion: 0, local: true },
};

/** Longest first, so "gpt-4o-mini-2024-07-18" finds gpt-4o-mini before gpt-4o. */
const KEYS = Object.keys(MODEL_PRICES).sort((a, b) => b.length - a.length);

/**
 * The price of a model by the name the provider was given: "models/gemini-2.0-flash",
 * "openai/gpt-4o-mini", "gpt-4o-mini-2024-07-18" and "llama3.1:8b" all find their row.
 */
export function priceOfModel(model: string): ModelPrice {
  const name = model.trim().toLowerCase().split('/').pop() ?? '';
  const key = KEYS.find((candidate) => {
    const rest = name.slice(candidate.length);
    return name.startsWith(candidate) && (rest === '' || /^[-:@]/.test(rest));
  });
  if (!key) return { inputPerMillion: 0, outputPerMillion: 0, known: false, local: false };
  const row = MODEL_PRICES[key]!;
  return {
    inputPerMillion: row.inputPerMillion,
    outputPerMillion: row.outputPerMillion,
    known: true,
    local: row.local ?? false,
  };
}

/** Dollars for one call, kept to 8 decimal places (a millionth of a cent). */
export function costInUsd(
  price: Pick<ModelPrice, 'inputPerMillion' | 'outputPerMillion'>,
  tokens: { input: number; output: number },
): number {
  const raw = (tokens.input * price.inputPerMillion + tokens.output * price.outputPerMillion) / 1e6;
  return Math.round(raw * 1e8) / 1e8;
}
