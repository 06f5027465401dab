import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { verbForKind, verbForSight } from './themes';

const kb = knowledgeBase();
const sight = (id: string, name: string) =>
  kb.byId.get(id)!.attractions.find((a) => a.name === name)!;

describe('the verb a day puts before a sight', () => {
  it('hikes to a lake or peak up a trail, and strolls round one in town', () => {
    expect(verbForSight(sight('jibhi', 'Serolsar Lake and Budhi Nagin Temple'))).toBe('Hike to');
    expect(verbForSight(sight('kedarnath', 'Vasuki Tal'))).toBe('Hike to');
    expect(verbForSight(sight('chopta', 'Deoria Tal'))).toBe('Hike to');
    // A lake in town, a cliff walk at the top of a cable car, a beach reached by boat.
    expect(verbForSight(sight('nainital', 'Naini Lake'))).toBe(verbForKind('lake'));
    expect(verbForSight(sight('interlaken', 'Grindelwald First'))).toBe(verbForKind('viewpoint'));
    expect(verbForSight(sight('havelock', 'Elephant Beach'))).toBe(verbForKind('beach'));
    // Caves 16 km upriver "by AP Tourism boat … and a short climb": the boat, not a hike.
    expect(verbForSight(sight('srisailam', 'Akka Mahadevi Caves'))).toBe(verbForKind('nature'));
  });

  it('takes a boat out on a lake too big to walk round, never strolls around it', () => {
    for (const place of ['alleppey', 'kumarakom']) {
      expect(verbForSight(sight(place, 'Vembanad Lake'))).toBe('Take a boat out on');
    }
  });

  it('takes the walk or goes on the safari a sight is named for, never wanders through a walk', () => {
    expect(verbForSight(sight('mawlynnong', 'Mawlynnong village walk'))).toBe('Take the');
    expect(verbForSight(sight('gir', 'Gir National Park jungle safari'))).toBe('Go on the');
    expect(verbForSight(sight('havelock', 'Elephant Beach Trek'))).toBe('Go on the');
    // A promenade named a walk is a place to take in the views from.
    expect(verbForSight(sight('kodaikanal', "Coaker's Walk"))).toBe(verbForKind('viewpoint'));
  });

  it('visits a zoo or an elephant camp, and looks for wildlife only where it roams', () => {
    expect(verbForSight(sight('singapore', 'Singapore Zoo'))).toBe('Visit');
    expect(verbForSight(sight('coorg', 'Dubare Elephant Camp'))).toBe('Visit');
    expect(verbForSight(sight('bali', 'Sacred Monkey Forest Sanctuary, Ubud'))).toBe('Visit');
    expect(verbForSight(sight('darjeeling', 'Padmaja Naidu Himalayan Zoological Park'))).toBe(
      'Visit',
    );
    expect(verbForSight(sight('singapore', 'Night Safari'))).toBe('Go on the');
    expect(verbForSight(sight('shantiniketan', 'Ballavpur Wildlife Sanctuary (Deer Park)'))).toBe(
      verbForKind('wildlife'),
    );
  });
});
