import { describe, expect, it } from 'vitest';
import { categoryLabel, fillWording } from './wording.ts';

describe('categoryLabel', () => {
  it('lower-cases ordinary names and keeps codes and abbreviations', () => {
    expect(categoryLabel('Oak parquet')).toBe('oak parquet');
    expect(categoryLabel('Task chairs')).toBe('task chairs');
    expect(categoryLabel('HEA profiles')).toBe('HEA profiles');
    expect(categoryLabel('LED panels 600 × 600')).toBe('LED panels 600 × 600');
    expect(categoryLabel('H-section beams')).toBe('H-section beams');
    expect(categoryLabel('EI30 fire doors')).toBe('EI30 fire doors');
  });
});

describe('fillWording', () => {
  it('fills the category, unit and service life', () => {
    expect(
      fillWording(
        'Reupholstery of {x}',
        'Priced per {unit}; lasts {life} years.',
        'task chairs',
        'm2',
        12,
      ),
    ).toEqual({
      name: 'Reupholstery of task chairs',
      description: 'Priced per square metre; lasts 12 years.',
    });
  });

  it('capitalises a sentence that starts with the category', () => {
    expect(fillWording('{x} for reuse', 'lowercase start.', 'oak parquet', 'm2', 1)).toEqual({
      name: 'Oak parquet for reuse',
      description: 'Lowercase start.',
    });
  });
});
