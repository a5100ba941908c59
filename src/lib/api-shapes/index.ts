export {
  readCollection,
  readCollectionTotal,
  type Collection,
  type CollectionOptions,
} from './collection';
export { getCollection, type CollectionRequest } from './getCollection';
export { readTree, type TreeNodeOptions } from './tree';
export { describeShape, unreadable } from './shape';
export { co2eDataSchema, type Co2eData } from './co2e';
export {
  calendarDateSchema,
  decimalSchema,
  integerIdSchema,
  optionalCalendarDate,
  optionalDecimal,
  optionalText,
} from './values';
