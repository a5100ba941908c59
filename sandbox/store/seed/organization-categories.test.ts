import { describe, expect, it } from 'vitest';
import { buildCatalogue, DEFAULT_SCALE } from './index.ts';
import { ORGANIZATION_CATEGORY_SEEDS } from './organization-categories.ts';
import type { CategoryRecord } from './types.ts';

const catalogue = buildCatalogue();

describe("organisations' own categories", () => {
  it('sit under shared categories, outside the shared tree, with services of their owner', () => {
    const own = catalogue.organizationCategories;
    expect(own.map((c) => c.className)).toEqual(
      ORGANIZATION_CATEGORY_SEEDS.map((s) => s.className),
    );
    const shared = (function collect(nodes: readonly CategoryRecord[]): CategoryRecord[] {
      return nodes.flatMap((node) => [node, ...collect(node.children)]);
    })(catalogue.taxonomy);
    expect(shared.filter((c) => c.ownerOrganizationId !== undefined)).toEqual([]);
    for (const category of own) {
      expect(category.uri).toMatch(
        /^https:\/\/taxonomy\.sandbox\.invalid\/organizations\/[a-z-]+#/,
      );
      const services = catalogue.solutions.filter((s) => s.categoryId === category.id);
      expect(services.length, category.className).toBeGreaterThanOrEqual(1);
      expect(services.every((s) => s.organizationId === category.ownerOrganizationId)).toBe(true);
    }
    // One is nested under another own category.
    expect(own.some((c) => own.some((parent) => parent.id === c.parentId))).toBe(true);
    expect(catalogue.solutions).toHaveLength(DEFAULT_SCALE);
  });
});
