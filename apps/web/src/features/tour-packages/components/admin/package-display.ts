import type { PackageStatus } from '@trip/shared/tour-packages/constants';
import { tones, type Tone } from '../../../../config/theme-tokens';

export const STATUS_LABELS: Record<PackageStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/**
 * The spec's card colours: published green, draft amber, archived neutral. Text colours keep
 * at least 4.5:1 against their tint.
 */
export const STATUS_COLOURS: Record<PackageStatus, Tone> = {
  published: tones.success,
  draft: tones.warning,
  archived: tones.neutral,
};
