import type { AppConfig } from '../config';

export function App({ config }: { config: AppConfig }) {
  return (
    <main>
      <h1>Circular services</h1>
      <p>{config.catalogueBaseUrl}</p>
    </main>
  );
}
