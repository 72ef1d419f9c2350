/**
 * The pictures of an activity-only product: generated scenes chosen from its main activity's group
 * (wellness shows the spa pool, food and wine the food pool, water sports the sea pool, the rest the
 * activity pool). The search card shows the first two; the product page shows them all.
 */
import { IMAGES_PER_CATEGORY, type ImageCategory } from '../images';

/** Pictures of a product page's carousel. */
export const ACTIVITY_IMAGE_COUNT = 5;

function categoryOf(groupKey: string | null | undefined): ImageCategory {
  if (groupKey === 'wellness') return 'spa';
  if (groupKey === 'gastronomy' || groupKey === 'wine') return 'food';
  if (groupKey === 'water') return 'sea';
  return 'activity';
}

/** The product's picture ids, the card's two first. */
export function activityImageIds(productId: number, groupKey: string | null | undefined): string[] {
  const category = categoryOf(groupKey);
  const at = (offset: number) => (productId + offset) % IMAGES_PER_CATEGORY;
  const ids = [`${category}-${at(0) + 1}`, `activity-${at(5) + 1}`];
  // 7 is prime to the pool's 12 pictures: the steps visit every picture before repeating one.
  for (let k = 1; ids.length < ACTIVITY_IMAGE_COUNT && k <= 2 * IMAGES_PER_CATEGORY; k++) {
    const id = `${k % 2 === 1 ? category : 'activity'}-${at(k * 7) + 1}`;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
