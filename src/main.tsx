import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { I18nProvider } from './lib/i18n';
import { App, createAppServices } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { preloadPage } from './app/router';
import './ui/styles.css';

const root = createRoot(document.getElementById('root') ?? document.body);

// The page's code and config.json load side by side, not one after the other.
preloadPage(window.location.pathname);

loadConfig().then(
  (config) => {
    root.render(
      <StrictMode>
        <App config={config} {...createAppServices(config)} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(
      <StrictMode>
        <I18nProvider languages={['en', 'nb']}>
          <ConfigErrorPage error={error} />
        </I18nProvider>
      </StrictMode>,
    );
  },
);
