export type { AppConfig } from './schema';
export { loadConfig, parseConfig, ConfigError } from './loadConfig';
export { ConfigProvider, useConfig } from './ConfigContext';
export { parseAttribution, type AttributionPart } from './attribution';
