import { useId } from 'react';
import { LANGUAGE_NAMES, isLanguage, useI18n, useT } from '../lib/i18n';
import { appMessages } from './messages';

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
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
