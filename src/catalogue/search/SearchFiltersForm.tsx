import { useId } from 'react';
import { useFormat, useT } from '../../lib/i18n';
import { messages } from '../messages';
import type { TreeIndex } from '../tree/treeIndex';
import { useAllProviders } from '../providers/useProviderSearch';
import { SERVICE_TYPES, isServiceType, useServiceTypeLabel } from '../model/serviceTypes';
import { CATEGORY_MATCHES, type SearchFilters } from './filters';
import { ProviderPicker } from './ProviderPicker';
import { sameOrganization } from '../../lib/api-shapes';
import { useProviderName } from '../providers/providerName';

export interface SearchFiltersFormProps {
  filters: SearchFilters;
  index: TreeIndex | undefined;
  onChange: (change: Partial<SearchFilters>) => void;
  onReset: () => void;
}

/** The search's filters; every change goes straight to the URL (and so to the search). */
export function SearchFiltersForm({ filters, index, onChange, onReset }: SearchFiltersFormProps) {
  const t = useT(messages);
  const typeLabel = useServiceTypeLabel();
  const format = useFormat();
  const id = useId();
  const providers = useAllProviders(filters.providers.length > 0);
  const providerName = useProviderName();
  const nameOf = (orgId: string) =>
    providerName(providers.data?.find((provider) => sameOrganization(provider.id, orgId)));
  const categoryAt =
    filters.category === undefined ? undefined : index?.indexByKey.get(filters.category);
  const categoryLabel =
    categoryAt === undefined ? filters.category : (index?.labels[categoryAt] ?? filters.category);

  return (
    <section className="search-filters" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('filters.heading')}</h2>

      <div className="filter-field">
        <span className="filter-label">{t('filters.category')}</span>
        <p className="chosen-category">
          <strong>{categoryLabel ?? t('filters.noCategory')}</strong>
          {filters.category ? (
            <button type="button" onClick={() => onChange({ category: undefined })}>
              {t('tree.clear')}
            </button>
          ) : null}
        </p>
      </div>

      {filters.category ? (
        <fieldset className="filter-field">
          <legend>{t('filters.match')}</legend>
          {CATEGORY_MATCHES.map((match) => (
            <div key={match} className="radio">
              <input
                type="radio"
                id={`${id}-match-${match}`}
                name={`${id}-match`}
                value={match}
                checked={filters.match === match}
                aria-describedby={`${id}-match-${match}-help`}
                onChange={() => onChange({ match })}
              />
              <label htmlFor={`${id}-match-${match}`}>{t(`filters.match.${match}`)}</label>
              <p id={`${id}-match-${match}-help`} className="hint">
                {t(`filters.match.${match}.help`)}
              </p>
            </div>
          ))}
        </fieldset>
      ) : null}

      <div className="filter-field">
        <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
        <select
          id={`${id}-type`}
          value={filters.type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ type: isServiceType(value) ? value : undefined });
          }}
        >
          <option value="">{t('filters.type.any')}</option>
          {SERVICE_TYPES.map((type) => (
            <option
              key={type}
              value={type}
              disabled={filters.servicesOnly && type === 'PRODUCTION'}
            >
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>

      <div className="filter-field checkbox">
        <input
          type="checkbox"
          id={`${id}-services-only`}
          checked={filters.servicesOnly}
          onChange={(event) =>
            onChange({
              servicesOnly: event.target.checked,
              ...(event.target.checked && filters.type === 'PRODUCTION' ? { type: undefined } : {}),
            })
          }
        />
        <label htmlFor={`${id}-services-only`}>{t('filters.servicesOnly')}</label>
      </div>

      <fieldset className="filter-field">
        <legend>{t('filters.providers')}</legend>
        {filters.providers.length > 0 ? (
          <ul className="chips">
            {filters.providers.map((orgId) => (
              <li key={orgId}>
                {nameOf(orgId)}
                <button
                  type="button"
                  aria-label={t('filters.providers.remove', { name: nameOf(orgId) })}
                  onClick={() =>
                    onChange({ providers: filters.providers.filter((other) => other !== orgId) })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ProviderPicker
          picked={filters.providers}
          onPick={(provider) => onChange({ providers: [...filters.providers, provider.id] })}
        />
      </fieldset>

      {filters.box ? (
        <div className="filter-field">
          <span className="filter-label">{t('filters.box')}</span>
          <p>
            {t('filters.box.value', {
              minLat: format.number(filters.box.minLat),
              maxLat: format.number(filters.box.maxLat),
              minLng: format.number(filters.box.minLng),
              maxLng: format.number(filters.box.maxLng),
            })}{' '}
            <button type="button" onClick={() => onChange({ box: undefined })}>
              {t('filters.box.clear')}
            </button>
          </p>
        </div>
      ) : null}

      <button type="button" className="link-button" onClick={onReset}>
        {t('filters.reset')}
      </button>
    </section>
  );
}
