export {
  readCollection,
  readCollectionTotal,
  type Collection,
  type CollectionOptions,
} from './collection';
export { collectionReader, type CollectionRequest } from './getCollection';
export {
  getPage,
  itemIdentity,
  learnedPaging,
  pageParamOf,
  pagesByLinks,
  type LearnedPaging,
  type Page,
  type PageRequest,
} from './getPage';
export { parseLinkHeader, readPaging, type PageLinks, type Paging } from './paging';
export { continuationParameter, continuationRelation } from './continuation';
export { readPages, type PageBudget, type PageRead, type PagesRead } from './readPages';
export { walkPages, type WalkRequest } from './walkPages';
export { readTree, readTreeInSlices, type TreeNodeOptions } from './tree';
export { describeShape, unreadable } from './shape';
export {
  findField,
  lenient,
  lenientRecord,
  READER_KEYS,
  wasUnreadable,
  reportUnreadableField,
  valueOf,
  type Found,
} from './lenient';
export { co2eDataSchema, functionalUnitSchema, type Co2eData } from './co2e';
export {
  calendarDateSchema,
  decimalSchema,
  instantSchema,
  integerIdSchema,
  optionalCalendarDate,
  optionalDecimal,
  optionalText,
  readInstant,
} from './values';
export {
  fieldsInWords,
  instantUnder,
  keyWords,
  plainFields,
  plainWords,
  type PlainField,
} from './plainWords';
export { canonicalKeys, flattenResource } from './spellings';
export {
  dateTimeOf,
  dateTimesSpeakingOf,
  keySpeaksOf,
  WHEN_WORDS,
  wordIs,
  wordsOfKey,
} from './meaning';
export {
  isIdentifier,
  nameInRecord,
  nameOf,
  nameText,
  personNameIn,
  type NamedKind,
} from './personName';
export {
  organizationForms,
  sameOrganization,
  sideOf,
  type OurOrganization,
  type PartySide,
} from './organizationIdentity';
