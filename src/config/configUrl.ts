/** Where the app reads its runtime settings: fetched by the entry, preloaded by index.html. */
export const CONFIG_URL = '/config.json';
