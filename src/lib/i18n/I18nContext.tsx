import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { localeOf, type Language } from './languages';
import { initialLanguage, saveLanguage } from './initialLanguage';
import { format, type MessageBundle, type MessageParams } from './messages';

interface I18nValue {
  language: Language;
  languages: readonly Language[];
  setLanguage: (language: Language) => void;
  /** BCP 47 locale for Intl formatters. */
  locale: string;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({
  languages,
  children,
  initial,
}: {
  languages: readonly Language[];
  children: ReactNode;
  initial?: Language;
}) {
  const [language, setLanguageState] = useState<Language>(
    () => initial ?? initialLanguage(languages),
  );

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    saveLanguage(next);
  }, []);

  const value = useMemo(
    () => ({ language, languages, setLanguage, locale: localeOf(language) }),
    [language, languages, setLanguage],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/** A translator for one feature's bundle: `const t = useT(messages); t('x.title')`. */
export function useT<K extends string>(bundle: MessageBundle<K>) {
  const { language } = useI18n();
  return useCallback(
    (key: K, params?: MessageParams) => format(language, bundle[language][key], params),
    [bundle, language],
  );
}
