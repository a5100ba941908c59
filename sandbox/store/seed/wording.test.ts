import { describe, expect, it } from 'vitest';
import { categoryLabel, fillWording } from './wording.ts';

describe('categoryLabel', () => {
  it.each([
    ['Oak parquet', 'oak parquet'],
    ['Task chairs', 'task chairs'],
  ])('lower-cases the ordinary name "%s"', (name, label) => {
    expect(categoryLabel(name)).toBe(label);
  });

  it.each(['HEA profiles', 'LED panels 600 × 600', 'H-section beams', 'EI30 fire doors'])(
    'keeps codes and abbreviations in "%s"',
    (name) => {
      expect(categoryLabel(name)).toBe(name);
    },
  );
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
