import { describe, expect, it } from 'vitest';
import { nearestHotels } from './hotel-nearby';

const paris = { id: 1, lat: 48.8566, lng: 2.3522 };

describe('nearestHotels', () => {
  it('keeps the closest within the radius, nearest first, without the hotel itself', () => {
    const found = nearestHotels(paris, [
      { id: 1, lat: 48.8566, lng: 2.3522 },
      { id: 2, lat: 48.8049, lng: 2.1204 }, // Versailles, about 17 km
      { id: 3, lat: 48.8606, lng: 2.3376 }, // the Louvre, about 1 km
      { id: 4, lat: 45.764, lng: 4.8357 }, // Lyon, far away
    ]);
    expect(found.map((h) => h.id)).toEqual([3, 2]);
    expect(found[0].distanceKm).toBe(1);
    expect(found[1].distanceKm).toBeGreaterThan(15);
    expect(found[1].distanceKm).toBeLessThan(20);
  });

  it('answers at most `limit` hotels', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: i + 2, lat: 48.85 + i / 1000, lng: 2.35 }));
    expect(nearestHotels(paris, many, { limit: 9 })).toHaveLength(9);
  });
});
