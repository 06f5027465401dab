import { describe, expect, it } from 'vitest';
import { onPromoPopupOpen, openPromoPopup } from './promo-popup';

describe('promo popup requests', () => {
  it('keeps a request made before the popup subscribes, then delivers each new one', () => {
    openPromoPopup('home_hero');
    const opened: (string | undefined)[] = [];
    const unsubscribe = onPromoPopupOpen((source) => {
      opened.push(source);
    });
    expect(opened).toEqual(['home_hero']);

    openPromoPopup();
    openPromoPopup('contact_page');
    expect(opened).toEqual(['home_hero', undefined, 'contact_page']);

    unsubscribe();
    openPromoPopup();
    expect(opened).toHaveLength(3);
  });
});
