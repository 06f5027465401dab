import type { SharePlatform } from '@trip/shared/itineraries/constants';
import { apiFetch } from '../../../lib/api-client';

/** Counts a share; a failure is only logged, the traveller's share went out regardless. */
export async function shareItinerary(id: string, platform: SharePlatform): Promise<void> {
  try {
    await apiFetch(`/api/itineraries/${encodeURIComponent(id)}/share`, {
      method: 'POST',
      body: { platform },
    });
  } catch (error) {
    console.warn('Could not count the share', error);
  }
}
