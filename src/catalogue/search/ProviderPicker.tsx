import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { ProviderNameInput } from '../providers/ProviderNameInput';
import { useProviderSearch } from '../providers/useProviderSearch';
import type { Provider } from '../api/schemas';
import { useProviderName } from '../providers/providerName';

/** Finds providers by name and adds them to the search. */
export function ProviderPicker({
  picked,
  onPick,
}: {
  picked: readonly string[];
  onPick: (provider: Provider) => void;
}) {
  const t = useT(messages);
  const nameOf = useProviderName();
  const id = useId();
  const [text, setText] = useState('');
  const { query, tooShort, waiting } = useProviderSearch(text);
  const results = query.data?.items ?? [];
  return (
    <div className="provider-picker">
      <ProviderNameInput
        id={id}
        label={t('filters.providers.add')}
        value={text}
        onChange={setText}
      />
      <p id={`${id}-status`} className="hint" role="status">
        {tooShort
          ? text.trim()
            ? t('providers.hint')
            : ''
          : waiting
            ? t('providers.loading')
            : query.isError
              ? t('providers.error')
              : results.length === 0
                ? t('providers.empty', { text: text.trim() })
                : ''}
      </p>
      {!tooShort && results.length > 0 ? (
        <ul className="picker-results">
          {results.slice(0, 8).map((provider) => {
            const isPicked = picked.includes(provider.id);
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  disabled={isPicked}
                  onClick={() => {
                    onPick(provider);
                    setText('');
                  }}
                >
                  {nameOf(provider)}
                  <span className="visually-hidden">
                    {' '}
                    – {isPicked ? t('providers.picked') : t('providers.pick')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
