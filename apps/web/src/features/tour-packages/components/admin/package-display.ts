import type { PackageStatus } from '@trip/shared/tour-packages/constants';

export const STATUS_LABELS: Record<PackageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/**
 * The spec's card colours: published green, draft amber, archived neutral. Text colours keep
 * at least 4.5:1 against their tint.
 */
export const STATUS_COLOURS: Record<
  PackageStatus,
  { accent: string; tint: string; text: string; border: string }
> = {
  published: { accent: '#16a34a', tint: '#f0fdf4', text: '#166534', border: '#bbf7d0' },
  draft: { accent: '#f59e0b', tint: '#fffbeb', text: '#92400e', border: '#fde68a' },
  archived: { accent: '#94a3b8', tint: '#f8fafc', text: '#475569', border: '#e2e8f0' },
};
