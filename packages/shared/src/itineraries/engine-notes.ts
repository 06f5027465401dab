/**
 * What a card says when the offline planner made it in place of the AI model, so a traveller
 * knows where the plan came from. Shown on the card (`engineNote`) and quoted by tests.
 */
export const engineNotes = {
  overloaded:
    'Our AI planner is busy right now, so our offline planner made this plan from the same verified travel facts.',
  failed:
    'Our AI planner could not finish this plan, so our offline planner made it from the same verified travel facts.',
  budget:
    "Our AI planner has reached today's limit, so our offline planner made this plan from the same verified travel facts.",
  busy: 'Our AI planner is taking many requests right now, so our offline planner made this plan from the same verified travel facts.',
} as const;

export type EngineNoteReason = keyof typeof engineNotes;

/** The engine name of cards written by a model: "llm:" and the model's name. */
export function llmEngineName(model: string): string {
  return `llm:${model}`;
}
