import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import type { Destination } from '../knowledge/schema';
import { closedOn } from './trip';

const kb = knowledgeBase();
const dates = (departureDate: string, returnDate: string) => ({ departureDate, returnDate });

describe('places closed for a season (decision 69)', () => {
  it('closes a place whose own season is over, whatever its stays', () => {
    const valley = kb.byId.get('valley-of-flowers')!;
    const december = closedOn(valley, dates('2027-12-10', '2027-12-14'));
    expect(december?.open).toBe('June–October');
    expect(december?.why).toMatch(/^The park is closed/);
    // A trip that runs into a closed month is refused too; one inside the season is not.
    expect(closedOn(valley, dates('2027-10-29', '2027-11-02'))).toBeDefined();
    expect(closedOn(valley, dates('2027-07-10', '2027-07-14'))).toBeUndefined();
  });

  it('names the open season from where it starts, across the new year', () => {
    const place: Destination = {
      ...kb.byId.get('valley-of-flowers')!,
      avoidMonths: [{ months: [5, 6, 7, 8, 9], reason: 'Closed: monsoon', closed: true }],
    };
    expect(closedOn(place, dates('2027-07-01', '2027-07-03'))?.open).toBe('October–April');
  });

  it('closes a place whose every stay is shut then, and says only when they open', () => {
    const kedarnath = kb.byId.get('kedarnath')!;
    const staysOnly: Destination = {
      ...kedarnath,
      avoidMonths: kedarnath.avoidMonths.filter((avoid) => !avoid.closed),
    };
    expect(closedOn(staysOnly, dates('2027-01-10', '2027-01-13'))).toEqual({
      open: 'May–October',
    });
    expect(closedOn(staysOnly, dates('2027-06-10', '2027-06-13'))).toBeUndefined();
  });

  it('leaves every place marked closed an open season', () => {
    for (const place of kb.destinations) {
      const closed = new Set(
        place.avoidMonths.filter((avoid) => avoid.closed).flatMap((avoid) => avoid.months),
      );
      expect(closed.size, place.name).toBeLessThan(12);
    }
  });
});
