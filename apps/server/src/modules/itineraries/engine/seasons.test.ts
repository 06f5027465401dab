import { describe, expect, it } from 'vitest';
import { monthRange, monthsFromText } from './seasons';

describe('seasons from the knowledge base’s own words', () => {
  it.each([
    [
      'Online vehicle permit required; closed Tuesdays; usually open May–November',
      monthRange(5, 11),
    ],
    ['Via Kunzum Pass; open roughly June–October', monthRange(6, 10)],
    ['Gondola from Medeu to 3,200 m; skiing December-April', monthRange(12, 4)],
    ['Skiing day with equipment and instructor (Dec–Mar)', [12, 1, 2, 3]],
    ['Open only about late March to April', [3, 4]],
    [
      'Ferry from Malpe about ₹300-400 return; no service June-September',
      [1, 2, 3, 4, 5, 10, 11, 12],
    ],
  ])('reads %j', (text, months) => {
    expect(monthsFromText(text)).toEqual(months);
  });

  it('leaves sights without a season all year', () => {
    expect(monthsFromText('Closed on Mondays')).toBeUndefined();
    expect(
      monthsFromText("Idol-makers' quarter; busiest July-September before Durga Puja"),
    ).toBeUndefined();
    expect(monthsFromText(undefined)).toBeUndefined();
  });
});
