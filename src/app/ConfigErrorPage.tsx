import { ConfigError } from '../config';
import { useT } from '../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { appMessages } from './messages';

/** Full-page error when /config.json is missing or invalid (rendered without the router). */
export function ConfigErrorPage({ error }: { error: unknown }) {
  const t = useT(appMessages);
  const details = error instanceof ConfigError ? [error.message, ...error.issues] : [String(error)];
  return (
    <main className="full-page-message panel">
      <h1>{t('config.title')}</h1>
      <p role="alert">{t('config.text')}</p>
      <h2>{t('config.details')}</h2>
      <ul>
        {details.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
      <LanguageSwitch />
    </main>
  );
}
