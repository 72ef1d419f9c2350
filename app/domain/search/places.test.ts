import { describe, expect, it } from 'vitest';
import { criterionOfPlace, PLACE_TYPE_OF_CRITERION } from './places';

describe('place criteria', () => {
  it('searches a resort city by its resort criterion', () => {
    expect(criterionOfPlace('city')).toBe('city');
    expect(criterionOfPlace('city', 'sea')).toBe('searesort');
    expect(criterionOfPlace('city', 'ski')).toBe('skiresort');
  });

  it('names every other place by its type', () => {
    expect(criterionOfPlace('touristic_region')).toBe('touristicregion');
    expect(criterionOfPlace('department')).toBe('department');
    expect(criterionOfPlace('region')).toBe('region');
    expect(criterionOfPlace('poi')).toBe('poi');
    expect(criterionOfPlace('country')).toBe('country');
  });

  it('goes back from a criterion to the type of place it names', () => {
    for (const [criterion, type] of Object.entries(PLACE_TYPE_OF_CRITERION)) {
      const resort = criterion === 'searesort' ? 'sea' : criterion === 'skiresort' ? 'ski' : null;
      expect(criterionOfPlace(type, resort)).toBe(criterion);
    }
  });
});
