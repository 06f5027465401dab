import { describe, expect, it } from 'vitest';
import { authorInitial, formatLongDate, sharedTimesText, totalShares } from './post-display';
import { TWITTER_ACCOUNT, shareTargets } from './share-links';

describe('post display', () => {
  it('writes the created date as a long US date, on the Indian calendar', () => {
    expect(formatLongDate('2025-03-05T05:30:00.000Z')).toBe('March 5, 2025');
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    expect(formatLongDate('2025-03-04T20:00:00.000Z')).toBe('March 5, 2025');
    expect(formatLongDate('2024-12-31T18:29:59.000Z')).toBe('December 31, 2024');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('adds up the shares on every platform', () => {
    expect(totalShares({ copy: 2, facebook: 0, twitter: 1, linkedin: 0, whatsapp: 4 })).toBe(7);
    expect(totalShares({})).toBe(0);
    expect(sharedTimesText(7)).toBe('This post has been shared 7 times');
    expect(sharedTimesText(0)).toBe('This post has been shared 0 times');
    expect(sharedTimesText(1)).toBe('This post has been shared 1 time');
  });

  it("takes the author's first letter for the avatar", () => {
    expect(authorInitial('meera Iyer')).toBe('M');
    expect(authorInitial('  ')).toBe('T');
  });
});

describe('share links', () => {
  const url = 'https://tripsutra.in/blog/ladakh-permits-2025-guide';
  const title = 'Ladakh permits in 2025: what Indian travellers actually need';

  it('build each network its share page with the post link', () => {
    const targets = Object.fromEntries(
      shareTargets(url, title).map((target) => [target.platform, new URL(target.href)]),
    );
    expect(Object.keys(targets)).toEqual(['facebook', 'twitter', 'linkedin', 'whatsapp']);
    expect(targets.facebook!.searchParams.get('u')).toBe(url);
    expect(targets.linkedin!.searchParams.get('url')).toBe(url);
    expect(targets.whatsapp!.searchParams.get('text')).toBe(`${title} ${url}`);
  });

  it('give Twitter the title and a mention of our account', () => {
    const twitter = new URL(shareTargets(url, title).find((t) => t.platform === 'twitter')!.href);
    expect(twitter.searchParams.get('text')).toBe(title);
    expect(twitter.searchParams.get('url')).toBe(url);
    expect(twitter.searchParams.get('via')).toBe(TWITTER_ACCOUNT);
    expect(TWITTER_ACCOUNT).toBe('TripSutra');
  });
});
