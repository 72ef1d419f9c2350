import { describe, expect, it } from 'vitest';
import { parseImageId } from '../images';
import { ACTIVITY_IMAGE_COUNT, activityImageIds } from './activity-images';

describe('activity pictures', () => {
  it('gives distinct, valid pictures from the group’s pool, the card’s first two first', () => {
    for (const [id, group] of [
      [1, 'wellness'],
      [7, 'wine'],
      [12, 'water'],
      [300, 'sport'],
      [5, null],
    ] as const) {
      const ids = activityImageIds(id, group);
      expect(ids).toHaveLength(ACTIVITY_IMAGE_COUNT);
      expect(new Set(ids).size).toBe(ids.length);
      for (const image of ids) expect(parseImageId(image), image).toBeDefined();
      expect(ids[1]).toBe(`activity-${((id + 5) % 12) + 1}`);
    }
    expect(activityImageIds(1, 'wellness')[0]).toBe('spa-2');
    expect(activityImageIds(3, 'gastronomy')[0]).toBe('food-4');
    expect(activityImageIds(3, 'climbing')[0]).toBe('activity-4');
  });
});
