import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { useAllProviders } from '../providers/useProviderSearch';
import { useServiceTypeLabel } from '../model/serviceTypes';
import type { SearchFilters } from './filters';
import { useSearchPage } from './SearchPageContext';
import { sameOrganization } from '../../lib/api-shapes';
import { useProviderName } from '../providers/providerName';

interface Chip {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

/** The filters in force as chips above the results; each one's "×" removes it. */
export function ChosenFilters() {
  const { filters, index, update } = useSearchPage();
  const t = useT(messages);
  const typeLabel = useServiceTypeLabel();
  const providers = useAllProviders(filters.providers.length > 0);
  const providerName = useProviderName();
  const chips: Chip[] = [];
  if (filters.category !== undefined) {
    const at = index?.indexByKey.get(filters.category);
    const name = (at === undefined ? undefined : index?.labels[at]) ?? filters.category;
    const match = filters.match === 'ancestors' ? '' : ` (${t(`chips.match.${filters.match}`)})`;
    chips.push({ key: 'category', label: `${name}${match}`, remove: { category: undefined } });
  }
  if (filters.type !== undefined) {
    chips.push({ key: 'type', label: typeLabel(filters.type), remove: { type: undefined } });
  }
  if (filters.servicesOnly) {
    chips.push({
      key: 'services',
      label: t('chips.servicesOnly'),
      remove: { servicesOnly: false },
    });
  }
  for (const orgId of filters.providers) {
    const name = providerName(
      providers.data?.find((provider) => sameOrganization(provider.id, orgId)),
    );
    chips.push({
      key: `provider-${orgId}`,
      label: name,
      remove: { providers: filters.providers.filter((other) => other !== orgId) },
    });
  }
  if (filters.box) chips.push({ key: 'box', label: t('chips.box'), remove: { box: undefined } });
  if (chips.length === 0) return null;
  return (
    <ul className="chips chosen-filters" aria-label={t('chips.label')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          {chip.label}
          <button
            type="button"
            aria-label={t('chips.remove', { name: chip.label })}
            onClick={() => update(chip.remove)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
