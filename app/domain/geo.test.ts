import { describe, expect, it } from 'vitest';
import { boundsAround, distanceKm, EARTH_RADIUS_KM, KM_PER_DEGREE, pointAt } from './geo';

const paris = { lat: 48.8566, lng: 2.3522 };
const lyon = { lat: 45.764, lng: 4.8357 };

describe('distances', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(paris, lyon)).toBeCloseTo(391.5, 0);
    expect(distanceKm(lyon, paris)).toBeCloseTo(distanceKm(paris, lyon), 9);
    expect(distanceKm(paris, paris)).toBe(0);
    // half the circumference between antipodes: no NaN from a rounding error above 1
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it('has one degree of latitude of about 111.2 km', () => {
    expect(KM_PER_DEGREE).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 45, lng: 5 }, { lat: 46, lng: 5 })).toBeCloseTo(KM_PER_DEGREE, 6);
  });

  it('boxes a circle: its edges are the radius away, and nothing of the circle is outside', () => {
    const box = boundsAround(paris, 30);
    expect(distanceKm(paris, { lat: box.north, lng: paris.lng })).toBeCloseTo(30, 6);
    expect(distanceKm(paris, { lat: box.south, lng: paris.lng })).toBeCloseTo(30, 6);
    // along the parallel the great circle cuts inside the box's corner: at least the radius
    expect(distanceKm(paris, { lat: paris.lat, lng: box.east })).toBeGreaterThanOrEqual(30);
    for (let i = 0; i < 36; i++) {
      const p = pointAt(paris, 29.9, (i * Math.PI) / 18);
      expect(p.lat).toBeGreaterThanOrEqual(box.south);
      expect(p.lat).toBeLessThanOrEqual(box.north);
      expect(p.lng).toBeGreaterThanOrEqual(box.west);
      expect(p.lng).toBeLessThanOrEqual(box.east);
    }
  });

  it('places a point at a distance and a direction', () => {
    const north = pointAt(paris, 5, 0);
    expect(north.lng).toBeCloseTo(paris.lng, 9);
    expect(north.lat).toBeGreaterThan(paris.lat);
    const east = pointAt(paris, 5, Math.PI / 2);
    expect(east.lat).toBeCloseTo(paris.lat, 9);
    expect(east.lng).toBeGreaterThan(paris.lng);
    for (const angle of [0, 1, 2, 3, 4, 5, 6])
      expect(distanceKm(paris, pointAt(paris, 5, angle))).toBeCloseTo(5, 1);
  });
});
