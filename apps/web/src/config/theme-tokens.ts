/**
 * The site's palette and shapes, in one place: the MUI theme (app/theme.tsx) is built from
 * them, and `sx` props name them by their palette path ('text.secondary', 'grey.200',
 * 'primary.dark') instead of repeating hex values.
 */

/** Slate, from the lightest background to the darkest text. */
export const slate = {
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;

export const brand = {
  /** Links, buttons, focus. */
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  primaryDeep: '#1e40af',
  /** Indigo tint behind chips and selected days. */
  primaryTint: '#e0e7ff',
  /** Offers and calls to act. */
  secondary: '#c2410c',
  secondaryDark: '#9a3412',
  page: '#f5f7ff',
} as const;

/** Named in `sx` as 'accent.tint', 'accent.warm', …: the lighter shades the pages share. */
export const accent = {
  /** Indigo behind chips, selected days and progress tracks. */
  tint: '#e0e7ff',
  tintLight: '#eef2ff',
  tintBorder: '#c7d2fe',
  deep: '#1e40af',
  indigo: '#4338ca',
  /** Red for a price above the budget and a failed step (AA on white). */
  alert: '#b91c1c',
  /** Orange behind offers. */
  warm: '#fff7ed',
  warmTint: '#ffedd5',
  /** Pale blue behind hovered and chosen controls. */
  sky: '#eff6ff',
  /** Behind a picture while it loads. */
  placeholder: '#dbe4ff',
  /** Green for done and included things, and its pale ground. */
  green: '#15803d',
  mint: '#ecfdf5',
  /** Behind pictures shown full screen, and the hero at night. */
  night: '#0b1120',
  dusk: '#312e81',
  /** Gold of the rating stars. */
  star: '#faaf00',
  /** Amber of the super-admin chip, and of an offer's icon. */
  amberInk: '#422006',
  orange: '#ea580c',
  emerald: '#047857',
  emeraldInk: '#065f46',
} as const;

/** A status's colours: its stripe, its background, its text and its outline. */
export type Tone = { accent: string; tint: string; text: string; border: string };

/** The tones every status chip and card stripe uses (published, pending, lost, …). */
export const tones = {
  success: { accent: '#16a34a', tint: '#dcfce7', text: '#166534', border: '#bbf7d0' },
  warning: { accent: '#f59e0b', tint: '#fef3c7', text: '#92400e', border: '#fde68a' },
  info: { accent: '#2563eb', tint: '#dbeafe', text: '#1e40af', border: '#bfdbfe' },
  danger: { accent: '#dc2626', tint: '#fee2e2', text: '#991b1b', border: '#fecaca' },
  neutral: { accent: slate[400], tint: slate[200], text: slate[600], border: slate[300] },
} as const satisfies Record<string, Tone>;

/** Corner radii: the theme's unit (12 px), and the pill of chips and price tags. */
export const shapes = { radius: 12, pill: 999 } as const;

/** Chart series, each readable on white: requests, errors, fallbacks, money. */
export const chartColours = {
  requests: brand.primary,
  errors: accent.alert,
  fallbacks: '#b45309',
  cost: '#047857',
} as const;
