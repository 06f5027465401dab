import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { excursionOfActivity } from './trip';

const kb = knowledgeBase();
const tie = (id: string, start: string) => {
  const place = kb.byId.get(id)!;
  const activity = place.activities.find((a) => a.name.startsWith(start))!;
  return excursionOfActivity(activity, place)?.name;
};

describe('an outing named for a day trip’s spot is done on that day trip', () => {
  it('ties an outing that names a spot in full to the trip that goes there', () => {
    // Hell's Gate is on the Naivasha day trip from Nairobi, 90 km out, not a day in town.
    expect(tie('nairobi', "Hell's Gate National Park cycling safari")).toBe('Lake Naivasha');
    expect(tie('seoul', 'DMZ half-day tour')).toBe('Paju (DMZ)');
    expect(tie('mysuru', 'Ranganathittu Bird Sanctuary boat ride')).toBe('Srirangapatna');
  });

  it('leaves an outing that only starts there and comes back to the base', () => {
    // Downhill from Khardung La ends in Leh: a half-day from Leh, not the Nubra trip.
    expect(tie('leh', 'Downhill cycling from Khardung La')).toBeUndefined();
    expect(tie('nairobi', 'Nairobi National Park half-day game drive')).toBeUndefined();
  });
});
