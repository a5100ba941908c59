/**
 * The contract between the seed data (taxonomy, providers, generated services) and the sandbox's
 * services. The catalogue is read-only seed data, rebuilt deterministically at start-up from
 * `buildCatalogue({ scale, seed })`; only orders are persisted.
 */

export type SolutionType = 'RECOVER_VALUE' | 'RETAIN_VALUE' | 'ADD_VALUE' | 'PRODUCTION';
export const SOLUTION_TYPES: readonly SolutionType[] = [
  'RECOVER_VALUE',
  'RETAIN_VALUE',
  'ADD_VALUE',
  'PRODUCTION',
];

/** A hand-written taxonomy entry: a class name (PascalCase, unique) and its names. */
export interface CategorySeed {
  className: string;
  en: string;
  nb: string;
  children?: CategorySeed[];
}

/** A category after numbering: ids are stable for a given taxonomy (depth-first order, from 1). */
export interface CategoryRecord {
  id: number;
  className: string;
  /** `<namespace>#<className>` */
  uri: string;
  en: string;
  nb: string;
  parentId: number | null;
  depth: number;
  /** Sub-categories (a shared category's children are shared ones only). */
  children: CategoryRecord[];
  /**
   * Set on an organisation's own category (spec 4.2 rule 3): not part of the shared taxonomy, so
   * not in `GET /categories` and never on an upward search's path.
   */
  ownerOrganizationId?: string;
}

export interface OrganizationRecord {
  /** Stable UUID; what goes into `X-auth-owner` and `organizationId`. */
  id: string;
  /** Keycloak-style organisation alias (key of the `organization` claim). */
  alias: string;
  name: string;
}

export interface ProviderRecord extends OrganizationRecord {
  city: string;
  latitude: number;
  longitude: number;
}

export interface Co2eData {
  impactCategory: string;
  total: number;
  savings: number;
  unit: string;
  status: string;
}

export interface FunctionalUnit {
  amount: number;
  unit: string;
  expectedServiceLife: number;
}

export interface SolutionRecord {
  id: number;
  name: string;
  description: string;
  type: SolutionType;
  module: string;
  organizationId: string;
  categoryId: number;
  /** Not part of the open API: private services appear only in `GET /{orgId}/service` (spec 4.3). */
  public: boolean;
  co2eData: Co2eData;
  functionalUnit: FunctionalUnit;
}

export interface CatalogueData {
  namespace: string;
  /** Root categories of the shared taxonomy, nested through `children`. */
  taxonomy: CategoryRecord[];
  /** Organisations' own categories (also in the two maps below), parents before children. */
  organizationCategories: CategoryRecord[];
  /** Shared and own categories. */
  categoriesById: ReadonlyMap<number, CategoryRecord>;
  /** Lookup by class name (case-sensitive, as in the URI). */
  categoriesByClassName: ReadonlyMap<string, CategoryRecord>;
  providers: ProviderRecord[];
  providersById: ReadonlyMap<string, ProviderRecord>;
  /** Organisations that buy but do not provide (customer side). */
  customers: OrganizationRecord[];
  solutions: SolutionRecord[];
}

export interface BuildCatalogueOptions {
  /** Number of services to generate (default 2,400). */
  scale?: number;
  /** PRNG seed (default 20261122). Same seed and scale, same data. */
  seed?: number;
}

/**
 * Demo organisations the identity provider's users and API keys belong to. Their ids are fixed so
 * that tests and docs can name them.
 */
export const DEMO_ORGANIZATIONS = {
  /** Customer side only: the `customer` user's organisation. */
  byggherre: {
    id: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a01',
    alias: 'byggherre-vest',
    name: 'Byggherre Vest AS',
  },
  /** A provider: the `supplier` user's organisation. */
  gjenbrukOslo: {
    id: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a02',
    alias: 'gjenbruk-oslo',
    name: 'Gjenbruk Oslo AS',
  },
  /** Customer side: the `multi` user's buying organisation. */
  nordlysEiendom: {
    id: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a03',
    alias: 'nordlys-eiendom',
    name: 'Nordlys Eiendom AS',
  },
  /** A provider: the `multi` user's providing organisation. */
  ombrukBergen: {
    id: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a04',
    alias: 'ombruk-bergen',
    name: 'Ombruk Bergen AS',
  },
  /** A provider whose services are all private: never listed by `GET /providers`. */
  lukketLager: {
    id: '6f1c2a52-0c1e-4d7a-9a51-3b1f0d2e8a05',
    alias: 'lukket-lager',
    name: 'Lukket Lager AS',
  },
} as const satisfies Record<string, OrganizationRecord>;

/** Values of `SolutionRecord.module` in the seed data (the spec does not list them). */
export type SolutionModule =
  'REUSE' | 'RECYCLE' | 'REPAIR' | 'REFURBISH' | 'REMANUFACTURE' | 'NEW_PRODUCTION';

/** Which modules each service type uses in the seed data. */
export const MODULES_BY_TYPE: Readonly<Record<SolutionType, readonly SolutionModule[]>> = {
  RECOVER_VALUE: ['REUSE', 'RECYCLE'],
  RETAIN_VALUE: ['REPAIR', 'REFURBISH'],
  ADD_VALUE: ['REFURBISH', 'REMANUFACTURE'],
  PRODUCTION: ['NEW_PRODUCTION'],
};

/** Values of `FunctionalUnit.unit` in the seed data. */
export const FUNCTIONAL_UNIT_NAMES = ['piece', 'm2', 'm', 'kg', 'set'] as const;
export type FunctionalUnitName = (typeof FUNCTIONAL_UNIT_NAMES)[number];

/** Values of `Co2eData.unit`: mostly kilograms, a few in tonnes (a client must not add them up). */
export const CO2E_UNITS = ['kgCO2e', 'tCO2e'] as const;

/** Values of `Co2eData.status` in the seed data. */
export const CO2E_STATUSES = ['VERIFIED', 'ESTIMATED', 'SELF_DECLARED'] as const;

/** `Co2eData.impactCategory` of every seeded service. */
export const CO2E_IMPACT_CATEGORY = 'climateChange';
