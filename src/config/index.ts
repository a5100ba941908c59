export type { AppConfig } from './schema';
export { fetchConfig, ConfigError } from './loadConfig';
export { ConfigProvider, useConfig } from './ConfigContext';
export { parseAttribution, type AttributionPart } from './attribution';
