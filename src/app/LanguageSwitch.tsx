import { useId } from 'react';
import { useI18n, useT, type Language } from '../lib/i18n';
import { appMessages } from './messages';

function isLanguage(value: string, allowed: readonly Language[]): value is Language {
  return (allowed as readonly string[]).includes(value);
}

/** Switches the UI language; the provider sets `<html lang>`. Each option is named in its own language. */
export function LanguageSwitch() {
  const t = useT(appMessages);
  const { language, languages, setLanguage } = useI18n();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <span className="inline-field">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next, languages)) setLanguage(next);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(option === 'nb' ? 'language.nb' : 'language.en')}
          </option>
        ))}
      </select>
    </span>
  );
}
