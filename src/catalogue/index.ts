/** Public API of the catalogue feature. */
export { catalogueRoutes } from './routes';

// For the orders feature: an order line's service, looked up from its id and category alone
// (docs/decisions/0084-order-line-service-lookup.md), and the same pictures as the catalogue.
export { useServiceLookup, type ServiceLookup } from './details/useServiceLookup';
export { serviceHref } from './search/detailsHref';
export { ClimateComparison } from './search/ClimateComparison';
export { TypeName } from './search/TypeName';
export { ProviderAndKind } from './details/ProviderAndKind';
// A kind of service's label in the UI language (the kinds and their words: model/serviceTypes.ts).
export { useServiceTypeLabel } from './model/serviceTypes';
// Climate figures: their words and how a figure is written (model/co2e.ts).
export { co2eMessages } from './model/co2e';

// The services a customer collects for one request (issue 37): the list the orders feature asks
// for quotes from (the header's count is src/catalogue/request/RequestCount.tsx).
export { requestList, REQUEST_MAX, type RequestItem } from './request/requestList';
export { useRequestList } from './request/useRequestList';
// A category and the ones above it (the quote comparison offers a broader category to compare on).
export { useCategoryPath, type CategoryPath } from './tree/useCategoryPath';
