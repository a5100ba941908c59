import { createRoot } from 'react-dom/client';
import { fetchConfig } from './config';
import './ui/styles.css';

const root = createRoot(document.getElementById('root') ?? document.body);

// The entry holds React and what fetches config.json. config.json and the services' code are
// asked for at once; the app's start (the router, the layout: app/start.tsx, preloaded by
// index.html) is evaluated in the next task: evaluating it with React in one task blocked a phone
// (docs/decisions/0006). The loaders wait for the services.
const services = Promise.all([fetchConfig(), import('./app/services')]).then(
  ([raw, { startServices }]) => startServices(raw),
);
setTimeout(() => {
  void import('./app/start').then(({ startApp }) => startApp(root, services));
}, 0);
