import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { App } from './app/App';

const root = createRoot(document.getElementById('root') ?? document.body);

loadConfig().then(
  (config) => {
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    root.render(<p role="alert">{String(error)}</p>);
  },
);
