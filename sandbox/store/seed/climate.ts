/** A generated service's climate figures (`co2eData`): emission and saving against buying new. */
import type { Prng } from './prng.ts';
import { CO2E_IMPACT_CATEGORY, type Co2eData, type SolutionModule } from './types.ts';

/** Share of services whose climate figures are given in tonnes instead of kilograms. */
export const TONNE_SHARE = 0.03;

/** Emission of the service and saving against buying new, as shares of the new product's. */
const CO2_FACTORS: Readonly<
  Record<SolutionModule, { total: readonly [number, number]; savings: readonly [number, number] }>
> = {
  REUSE: { total: [0.03, 0.12], savings: [0.75, 0.95] },
  RECYCLE: { total: [0.08, 0.25], savings: [0.15, 0.4] },
  REPAIR: { total: [0.04, 0.15], savings: [0.55, 0.85] },
  REFURBISH: { total: [0.1, 0.3], savings: [0.45, 0.75] },
  REMANUFACTURE: { total: [0.2, 0.45], savings: [0.35, 0.65] },
  NEW_PRODUCTION: { total: [0.55, 1], savings: [0.02, 0.12] },
};

const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['VERIFIED', 0.25],
  ['ESTIMATED', 0.45],
  ['SELF_DECLARED', 0.3],
];

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function co2eData(module: SolutionModule, baseline: number, prng: Prng): Co2eData {
  const factors = CO2_FACTORS[module];
  let total = baseline * prng.between(factors.total[0], factors.total[1]);
  let savings =
    module === 'NEW_PRODUCTION' && prng.chance(0.6)
      ? 0
      : baseline * prng.between(factors.savings[0], factors.savings[1]);
  let unit = 'kgCO2e';
  if (prng.chance(TONNE_SHARE)) {
    unit = 'tCO2e';
    total = roundTo(total / 1000, 4);
    savings = roundTo(savings / 1000, 4);
  } else {
    total = roundTo(total, 2);
    savings = roundTo(savings, 2);
  }
  return {
    impactCategory: CO2E_IMPACT_CATEGORY,
    total,
    savings,
    unit,
    status: prng.weighted(STATUS_WEIGHTS),
  };
}
