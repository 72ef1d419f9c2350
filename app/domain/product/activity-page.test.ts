import { describe, expect, it } from 'vitest';
import { activityPath, infoHref, parseInfoPanel, purchaseHrefs } from './activity-page';

describe('activity page address', () => {
  it('is /{m}/activity/{id}/{slug}', () => {
    expect(activityPath('nl-be', 12, 'surf-lesson-brussels')).toBe('/nl-be/activity/12/surf-lesson-brussels');
  });

  it('opens only the three practical-info panels', () => {
    expect(parseInfoPanel('getting-there')).toBe('getting-there');
    expect(parseInfoPanel('opening-hours')).toBe('opening-hours');
    expect(parseInfoPanel('things-to-know')).toBe('things-to-know');
    expect(parseInfoPanel('services')).toBeNull();
    expect(parseInfoPanel(null)).toBeNull();
  });

  it('keeps the other states when it opens or closes a panel', () => {
    expect(infoHref('?a=2&photo=3', 'opening-hours')).toBe('?a=2&photo=3&info=opening-hours#practical-info');
    expect(infoHref('?a=2&info=opening-hours', null)).toBe('?a=2#practical-info');
    expect(infoHref('', null)).toBe('?#practical-info');
  });

  it('sends the product and the party to the checkouts', () => {
    expect(purchaseHrefs('fr-fr', 7, 2)).toEqual({
      offer: '/fr-fr/checkout/gift?activityId=7&a=2',
      buyForMyself: '/fr-fr/checkout?activityId=7&a=2&customType=OWN_USE',
    });
  });
});
