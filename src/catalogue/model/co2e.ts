import type { Co2eData } from '../../lib/api-shapes';
import { defineMessages } from '../../lib/i18n';

/**
 * A service's climate figures (`co2eData`): the words for them in both languages and how a figure
 * is written. The shape itself is validated at the API boundary by `co2eDataSchema`
 * (`src/lib/api-shapes/co2e.ts`), the same for the catalogue, the workspace and order lines.
 */
export type { Co2eData };

export const co2eMessages = defineMessages({
  en: {
    'co2e.heading': 'Climate figures',
    'co2e.emission': 'Emission of the service',
    'co2e.savings': 'Saving against buying new',
    'co2e.impactCategory': 'Impact category',
    'co2e.none': 'No climate figures',
  },
  nb: {
    'co2e.heading': 'Klimatall',
    'co2e.emission': 'Utslipp fra tjenesten',
    'co2e.savings': 'Besparelse mot å kjøpe nytt',
    'co2e.impactCategory': 'Påvirkningskategori',
    'co2e.none': 'Ingen klimatall',
  },
});

/** Whether there is a number to show: an emission or a saving. */
export function hasCo2eFigures(co2e: Co2eData): co2e is NonNullable<Co2eData> {
  return typeof co2e?.total === 'number' || typeof co2e?.savings === 'number';
}
