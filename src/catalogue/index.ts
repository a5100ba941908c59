/** Public API of the catalogue feature. */
export { catalogueRoutes } from './routes';

// For the orders feature: an order line's service, looked up from its id and category alone
// (docs/decisions/0084-order-line-service-lookup.md), and the same pictures as the catalogue.
export { useServiceLookup, type ServiceLookup } from './details/useServiceLookup';
export { solutionQueryOptions, type SolutionLookupInput } from './api/solutionLookup';
export { serviceHref } from './search/detailsHref';
export { ClimateComparison } from './search/ClimateComparison';
export { TypeName } from './search/TypeName';
export { ProviderAndKind } from './details/ProviderAndKind';
// The kinds of service: the one list, their words and their label (model/serviceTypes.ts).
export {
  SERVICE_TYPES,
  isServiceType,
  serviceTypeLabel,
  useServiceTypeLabel,
  type ServiceType,
} from './model/serviceTypes';
export type { Solution } from './api/schemas';
// Climate figures: their words and how a figure is written (model/co2e.ts).
export { co2eFigure, co2eMessages, hasCo2eFigures, type Co2eData } from './model/co2e';
