import { describe, expect, it } from 'vitest';
import { numberTaxonomy, subtree } from './numbering.ts';
import { TAXONOMY, TAXONOMY_NAMESPACE } from './taxonomy.ts';
import type { CategoryRecord } from './types.ts';

const { roots, byId, byClassName } = numberTaxonomy(TAXONOMY, TAXONOMY_NAMESPACE);
const all: CategoryRecord[] = roots.flatMap((root) => subtree(root));
const leaves = all.filter((category) => category.children.length === 0);

describe('taxonomy', () => {
  it('has at least 220 categories under 5 to 9 roots', () => {
    expect(all.length).toBeGreaterThanOrEqual(220);
    expect(roots.length).toBeGreaterThanOrEqual(5);
    expect(roots.length).toBeLessThanOrEqual(9);
  });

  it('is 4 to 6 levels deep, with several branches deeper than 4', () => {
    const maxDepth = Math.max(...all.map((category) => category.depth));
    expect(maxDepth).toBeGreaterThanOrEqual(4);
    expect(maxDepth).toBeLessThanOrEqual(6);
    const deepRoots = roots.filter((root) => subtree(root).some((c) => c.depth > 4));
    expect(deepRoots.length).toBeGreaterThanOrEqual(3);
    expect(all.some((category) => category.depth === 6)).toBe(true);
  });

  it('numbers ids depth-first from 1, without gaps', () => {
    expect(all.map((category) => category.id)).toEqual(all.map((_, index) => index + 1));
    expect(byClassName.get('LoadBearingStructures')?.id).toBe(1);
    expect(byClassName.get('SteelStructures')?.id).toBe(2);
  });

  it('has unique PascalCase class names, ids and URIs in the namespace', () => {
    expect(new Set(all.map((c) => c.className)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.uri)).size).toBe(all.length);
    for (const category of all) {
      expect(category.className).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(category.uri).toBe(`${TAXONOMY_NAMESPACE}#${category.className}`);
    }
  });

  it('links parents, depths and both lookups consistently', () => {
    expect(byId.size).toBe(all.length);
    expect(byClassName.size).toBe(all.length);
    for (const category of all) {
      expect(byId.get(category.id)).toBe(category);
      expect(byClassName.get(category.className)).toBe(category);
      if (category.parentId === null) {
        expect(category.depth).toBe(1);
      } else {
        const parent = byId.get(category.parentId);
        expect(parent?.children).toContain(category);
        expect(category.depth).toBe((parent?.depth ?? 0) + 1);
      }
    }
  });

  it('names every category in English and Norwegian Bokmål, mostly differently', () => {
    for (const category of all) {
      expect(category.en.trim()).not.toBe('');
      expect(category.nb.trim()).not.toBe('');
    }
    const different = all.filter((c) => c.en.toLowerCase() !== c.nb.toLowerCase()).length;
    expect(different / all.length).toBeGreaterThan(0.9);
    const withNordicLetters = all.filter((c) => /[æøåÆØÅ]/.test(c.nb)).length;
    expect(withNordicLetters).toBeGreaterThan(20);
    expect(byClassName.get('OfficeChairs')?.nb).toBe('Kontorstoler');
    expect(byClassName.get('InteriorDoors')?.nb).toBe('Innerdører');
    expect(byClassName.get('OakParquet')?.nb).toBe('Eikeparkett');
  });

  it('holds the example branches of the brief', () => {
    const path = (className: string): string[] => {
      const names: string[] = [];
      for (
        let c = byClassName.get(className);
        c;
        c = c.parentId ? byId.get(c.parentId) : undefined
      ) {
        names.unshift(c.className);
      }
      return names;
    };
    expect(path('HeaProfiles')).toEqual([
      'LoadBearingStructures',
      'SteelStructures',
      'SteelBeams',
      'HSectionBeams',
      'HeaProfiles',
    ]);
    expect(path('TaskChairs')).toContain('OfficeChairs');
    expect(path('OakParquet')).toContain('Parquet');
    expect(leaves.length).toBeGreaterThan(all.length / 2);
  });

  it('refuses a duplicate class name', () => {
    const seeds = [
      { className: 'A', en: 'A', nb: 'A', children: [{ className: 'A', en: 'B', nb: 'B' }] },
    ];
    expect(() => numberTaxonomy(seeds, 'urn:x')).toThrow(/Duplicate category class name: A/);
  });
});
