/**
 * The services generator: spreads `scale` services over the providers (each in its own branches of
 * the taxonomy), on inner and leaf categories, with names, modules, functional units and climate
 * figures that fit the category. Everything random comes from one seeded `Prng`.
 */
import { subtree, type NumberedTaxonomy } from './numbering.ts';
import {
  CATEGORY_PROFILES,
  MODULE_LIMITS,
  SPECIAL_OFFERS,
  type CategoryProfile,
  type SpecialOffer,
} from './profiles.ts';
import type { Prng } from './prng.ts';
import type { ProviderPlan } from './providers.ts';
import {
  MODULES_BY_TYPE,
  type CategoryRecord,
  type SolutionModule,
  type SolutionRecord,
  type SolutionType,
} from './types.ts';
import { co2eData } from './climate.ts';
import { categoryLabel, fillWording, templatesFor } from './wording.ts';

/** Share of services registered on an inner (non-leaf) category of the provider's branch. */
export const INNER_CATEGORY_SHARE = 0.35;
/** Share of each provider's services that are private (not in the open catalogue). */
export const PRIVATE_SHARE = 0.05;
/** Chance that a service on a category with special offers uses one of them. */
const SPECIAL_OFFER_SHARE = 0.2;

const TYPE_WEIGHTS: readonly (readonly [SolutionType, number])[] = [
  ['RECOVER_VALUE', 0.32],
  ['RETAIN_VALUE', 0.28],
  ['ADD_VALUE', 0.22],
  ['PRODUCTION', 0.18],
];

const MODULE_WEIGHTS: Readonly<Record<SolutionModule, number>> = {
  REUSE: 0.75,
  RECYCLE: 0.25,
  REPAIR: 0.6,
  REFURBISH: 0.4,
  REMANUFACTURE: 0.6,
  NEW_PRODUCTION: 1,
};

/** Expected service life after the service, as a share of a new product's. */
const LIFE_FACTORS: Readonly<Record<SolutionModule, readonly [number, number]>> = {
  REUSE: [0.5, 0.8],
  RECYCLE: [1, 1],
  REPAIR: [0.3, 0.6],
  REFURBISH: [0.5, 0.9],
  REMANUFACTURE: [0.8, 1],
  NEW_PRODUCTION: [1, 1],
};

const MODULE_ENTRIES_BY_TYPE: Readonly<
  Record<SolutionType, readonly (readonly [SolutionModule, number])[]>
> = {
  RECOVER_VALUE: MODULES_BY_TYPE.RECOVER_VALUE.map((m) => [m, MODULE_WEIGHTS[m]] as const),
  RETAIN_VALUE: MODULES_BY_TYPE.RETAIN_VALUE.map((m) => [m, MODULE_WEIGHTS[m]] as const),
  ADD_VALUE: MODULES_BY_TYPE.ADD_VALUE.map((m) => [m, MODULE_WEIGHTS[m]] as const),
  PRODUCTION: MODULES_BY_TYPE.PRODUCTION.map((m) => [m, MODULE_WEIGHTS[m]] as const),
};

type Weighted<T> = readonly (readonly [T, number])[];

/** Which types and modules a category's generic services draw from. */
interface ModuleChoice {
  types: Weighted<SolutionType>;
  modules: Readonly<Record<SolutionType, Weighted<SolutionModule>>>;
}

interface CategoryContext {
  record: CategoryRecord;
  label: string;
  profile: CategoryProfile;
  offers: readonly SpecialOffer[];
  choice: ModuleChoice;
}

const ALL_MODULES: ModuleChoice = { types: TYPE_WEIGHTS, modules: MODULE_ENTRIES_BY_TYPE };

function limitedChoice(allowed: readonly SolutionModule[]): ModuleChoice {
  const modules: Record<SolutionType, Weighted<SolutionModule>> = {
    RECOVER_VALUE: [],
    RETAIN_VALUE: [],
    ADD_VALUE: [],
    PRODUCTION: [],
  };
  for (const [type] of TYPE_WEIGHTS) {
    modules[type] = MODULE_ENTRIES_BY_TYPE[type].filter(([module]) => allowed.includes(module));
  }
  return { types: TYPE_WEIGHTS.filter(([type]) => modules[type].length > 0), modules };
}

interface FocusPool {
  inner: CategoryContext[];
  leaves: CategoryContext[];
}

/** Profile and offers of every category (nearest ancestor's profile; offers of all ancestors). */
function categoryContexts(taxonomy: NumberedTaxonomy): Map<number, CategoryContext> {
  const contexts = new Map<number, CategoryContext>();
  const visit = (record: CategoryRecord, parent: CategoryContext | null): void => {
    const profile = CATEGORY_PROFILES[record.className] ?? parent?.profile;
    if (!profile) throw new Error(`No functional unit profile for root ${record.className}`);
    const own = SPECIAL_OFFERS[record.className] ?? [];
    const limits = MODULE_LIMITS[record.className];
    const context: CategoryContext = {
      record,
      label: categoryLabel(record.en),
      profile,
      offers: parent ? [...parent.offers, ...own] : own,
      choice: limits ? limitedChoice(limits) : (parent?.choice ?? ALL_MODULES),
    };
    contexts.set(record.id, context);
    for (const child of record.children) visit(child, context);
  };
  for (const root of taxonomy.roots) visit(root, null);
  return contexts;
}

function focusPools(
  taxonomy: NumberedTaxonomy,
  contexts: Map<number, CategoryContext>,
  plans: readonly ProviderPlan[],
): Map<string, FocusPool> {
  const pools = new Map<string, FocusPool>();
  for (const plan of plans) {
    for (const className of plan.focus) {
      if (pools.has(className)) continue;
      const focus = taxonomy.byClassName.get(className);
      if (!focus) throw new Error(`Provider ${plan.record.name} focuses on unknown ${className}`);
      const pool: FocusPool = { inner: [], leaves: [] };
      for (const record of subtree(focus)) {
        const context = contexts.get(record.id);
        if (!context) continue;
        (record.children.length > 0 ? pool.inner : pool.leaves).push(context);
      }
      pools.set(className, pool);
    }
  }
  return pools;
}

/**
 * How many services each provider gets: its minimum (scaled down in proportion when the scale is
 * below the sum of all minimums), and the rest by weight (varied by the PRNG), rounded by largest
 * remainder so that the sum is `scale`.
 */
export function allocateServices(
  plans: readonly ProviderPlan[],
  scale: number,
  prng: Prng,
): number[] {
  const weights = plans.map((plan) => plan.weight * prng.between(0.6, 1.4));
  const minTotal = plans.reduce((sum, plan) => sum + plan.minServices, 0);
  // Below the sum of the minimums, every minimum shrinks in proportion (demo providers keep the most).
  const factor = minTotal <= scale ? 1 : scale / minTotal;
  const counts = plans.map((plan) => Math.floor(plan.minServices * factor));
  const rest = scale - counts.reduce((sum, count) => sum + count, 0);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const fractions: { index: number; fraction: number }[] = [];
  weights.forEach((weight, index) => {
    const exact = (rest * weight) / totalWeight;
    counts[index] = (counts[index] ?? 0) + Math.floor(exact);
    fractions.push({ index, fraction: exact - Math.floor(exact) });
  });
  let left = scale - counts.reduce((sum, count) => sum + count, 0);
  fractions.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of fractions) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts;
}

function generateOne(
  plan: ProviderPlan,
  pools: Map<string, FocusPool>,
  prng: Prng,
): SolutionRecord {
  const pool = pools.get(prng.pick(plan.focus));
  if (!pool) throw new Error(`No categories for ${plan.record.name}`);
  const useInner =
    pool.inner.length > 0 && (pool.leaves.length === 0 || prng.chance(INNER_CATEGORY_SHARE));
  const category = prng.pick(useInner ? pool.inner : pool.leaves);
  const { profile } = category;

  let type: SolutionType;
  let module: SolutionModule;
  let nameTemplate: string;
  let descriptionTemplate: string;
  if (category.offers.length > 0 && prng.chance(SPECIAL_OFFER_SHARE)) {
    const offer = prng.pick(category.offers);
    ({ type, module } = offer);
    nameTemplate = offer.name;
    descriptionTemplate = offer.description;
  } else {
    type = prng.weighted(category.choice.types);
    module = prng.weighted(category.choice.modules[type]);
    const template = prng.pick(templatesFor(type, module));
    nameTemplate = template.name;
    descriptionTemplate = prng.pick(template.descriptions);
  }

  const amount = prng.pick(profile.amounts);
  const [lifeMin, lifeMax] = LIFE_FACTORS[module];
  const life = Math.max(1, Math.round(profile.life * prng.between(lifeMin, lifeMax)));
  const wording = fillWording(
    nameTemplate,
    descriptionTemplate,
    category.label,
    profile.unit,
    life,
  );
  return {
    id: 0, // numbered after the shuffle
    name: wording.name,
    description: wording.description,
    type,
    module,
    organizationId: plan.record.id,
    categoryId: category.record.id,
    public: true,
    co2eData: co2eData(module, profile.newCo2PerUnit * amount, prng),
    functionalUnit: { amount, unit: profile.unit, expectedServiceLife: life },
  };
}

/**
 * `scale` services over `plans`, shuffled so that ids (1 … scale) do not group by provider.
 * About `PRIVATE_SHARE` of each provider's services are private (at least one for providers with
 * 20 or more, never all of them), except for `allPrivate` providers, whose services all are.
 */
export function generateSolutions(
  taxonomy: NumberedTaxonomy,
  plans: readonly ProviderPlan[],
  scale: number,
  prng: Prng,
): SolutionRecord[] {
  const contexts = categoryContexts(taxonomy);
  const pools = focusPools(taxonomy, contexts, plans);
  const counts = allocateServices(plans, scale, prng);
  const solutions: SolutionRecord[] = [];
  plans.forEach((plan, index) => {
    const count = counts[index] ?? 0;
    let privateCount = plan.allPrivate
      ? count
      : Math.min(count - 1, Math.floor(count * PRIVATE_SHARE + prng.next()));
    if (!plan.allPrivate && count >= 20) privateCount = Math.max(privateCount, 1);
    for (let i = 0; i < count; i++) {
      const solution = generateOne(plan, pools, prng);
      // Services are drawn independently, so the first ones are as random a choice as any.
      if (i < privateCount) solution.public = false;
      solutions.push(solution);
    }
  });
  prng.shuffle(solutions);
  for (let i = 0; i < solutions.length; i++) {
    const solution = solutions[i];
    if (solution) solution.id = i + 1;
  }
  return solutions;
}
