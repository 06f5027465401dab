import { describe, expect, it } from 'vitest';
import { knowledgeBase } from '../knowledge/load';
import { cardsForTrip } from './quality';
import { noteForMonths } from './seasons';
import { notesOf as travelNotesOf } from './trip';

const notesOf = (to: string, start: string) =>
  cardsForTrip('Kolkata', to, 4, start).map(({ trip }) => travelNotesOf(trip).join('\n'));

describe('a place’s notes of a festival or a season, for the trip’s dates (decision 123)', () => {
  it('says nothing of a festival’s crowds in months the trip misses', () => {
    const rathYatra = /Rath Yatra \(June\/July\)/;
    for (const notes of notesOf('Puri', '2026-10-14')) expect(notes).not.toMatch(rathYatra);
    const july = notesOf('Puri', '2027-07-05');
    expect(july.length).toBeGreaterThan(0);
    for (const notes of july) expect(notes).toMatch(rathYatra);
  });

  it('keeps a window worth knowing outside it, a date with its year and undated times', () => {
    for (const note of [
      'Manali–Kaza road over Kunzum is open only about June–October; carry cash.',
      'Ethnic violence since May 2023 has led to curfews; check current advisories.',
      'Mondays, Shravan (Jul–Aug) and Mahashivratri bring very long queues.',
      'Kedarnath nights are near freezing even in June; carry warm clothes.',
      'Vehicles may need snow chains from Tangmarg in winter.',
    ])
      expect(noteForMonths(note, [12]), note).toBe(note);
  });

  it('leaves out only the sentence that is out of its months', () => {
    const note = 'There are few ATMs; carry cash. Most hotels shut from about December to March.';
    expect(noteForMonths(note, [6])).toBe('There are few ATMs; carry cash.');
    expect(noteForMonths(note, [1])).toBe(note);
    expect(noteForMonths('Winter smog (Nov–Jan) can be severe.', [1])).toBeDefined();
    expect(noteForMonths('Winter smog (Nov–Jan) can be severe.', [2])).toBeUndefined();
  });

  it('drops no note of a place in the months it names', () => {
    for (const place of knowledgeBase().destinations) {
      for (const note of place.notes) {
        for (let month = 1; month <= 12; month += 1) {
          const shown = noteForMonths(note, [month]);
          if (shown === note) continue;
          // Whatever is left out names months, and this month is none of them.
          expect(note.toLowerCase(), `${place.id} in ${month}`).toMatch(
            /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/,
          );
          expect(noteForMonths(note, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe(note);
        }
      }
    }
  });
});
