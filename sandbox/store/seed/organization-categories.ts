/**
 * Organisations' own categories (spec 4.2 rule 3, docs/decisions/0020): a few categories that two
 * demo providers defined for themselves under shared ones, one of them nested under another own
 * category. They are not part of the shared taxonomy: `GET /categories` does not list them and the
 * upward (`ancestors`) search never passes through them. Some of the owner's public services are
 * registered on them (moved from the shared category named in `from`, so the number of services
 * stays what `scale` says).
 */
import type { NumberedTaxonomy } from './numbering.ts';
import {
  DEMO_ORGANIZATIONS,
  type CategoryRecord,
  type OrganizationRecord,
  type SolutionRecord,
} from './types.ts';

/** Own categories live in a namespace per organisation: `<base>/<alias>#<ClassName>`. */
export const ORGANIZATION_NAMESPACE_BASE = 'https://taxonomy.sandbox.invalid/organizations';

interface OrganizationCategorySeed {
  className: string;
  en: string;
  nb: string;
  owner: OrganizationRecord;
  /** Class name of the parent: a shared category or an own category defined earlier. */
  parent: string;
  /** Shared category whose services of the owner are moved here (the lowest ids first). */
  from: string;
  count: number;
}

const { gjenbrukOslo, ombrukBergen } = DEMO_ORGANIZATIONS;

export const ORGANIZATION_CATEGORY_SEEDS: readonly OrganizationCategorySeed[] = [
  {
    className: 'GjenbrukOsloKitchenPackages',
    en: 'Kitchen packages (Gjenbruk Oslo)',
    nb: 'Kjøkkenpakker (Gjenbruk Oslo)',
    owner: gjenbrukOslo,
    parent: 'KitchenCabinets',
    from: 'KitchenCabinets',
    count: 2,
  },
  {
    className: 'GjenbrukOsloRefurbishedBaseUnits',
    en: 'Refurbished base units, Oslo range',
    nb: 'Ombygde underskap, Oslo-serien',
    owner: gjenbrukOslo,
    parent: 'GjenbrukOsloKitchenPackages',
    from: 'BaseUnits',
    count: 2,
  },
  {
    className: 'OmbrukBergenReclaimedColumns',
    en: 'Reclaimed columns (Ombruk Bergen)',
    nb: 'Ombrukte søyler (Ombruk Bergen)',
    owner: ombrukBergen,
    parent: 'SteelColumns',
    from: 'HSectionColumns',
    count: 2,
  },
];

/**
 * Adds the own categories to `taxonomy.byId` / `byClassName` (ids after the shared ones; never into
 * a shared category's `children`) and re-registers services on them. Returns the own categories.
 */
export function addOrganizationCategories(
  taxonomy: NumberedTaxonomy,
  solutions: SolutionRecord[],
): CategoryRecord[] {
  let nextId = Math.max(0, ...taxonomy.byId.keys()) + 1;
  const own: CategoryRecord[] = [];
  for (const seed of ORGANIZATION_CATEGORY_SEEDS) {
    const parent = taxonomy.byClassName.get(seed.parent);
    const from = taxonomy.byClassName.get(seed.from);
    if (parent === undefined || from === undefined) {
      throw new Error(`Own category ${seed.className}: unknown ${seed.parent} or ${seed.from}`);
    }
    if (taxonomy.byClassName.has(seed.className)) {
      throw new Error(`Duplicate category class name: ${seed.className}`);
    }
    const record: CategoryRecord = {
      id: nextId++,
      className: seed.className,
      uri: `${ORGANIZATION_NAMESPACE_BASE}/${seed.owner.alias}#${seed.className}`,
      en: seed.en,
      nb: seed.nb,
      parentId: parent.id,
      depth: parent.depth + 1,
      children: [],
      ownerOrganizationId: seed.owner.id,
    };
    if (parent.ownerOrganizationId !== undefined) parent.children.push(record);
    taxonomy.byId.set(record.id, record);
    taxonomy.byClassName.set(record.className, record);
    own.push(record);
    const moved = solutions
      .filter((s) => s.public && s.organizationId === seed.owner.id && s.categoryId === from.id)
      .sort((a, b) => a.id - b.id)
      .slice(0, seed.count);
    for (const solution of moved) solution.categoryId = record.id;
  }
  return own;
}
