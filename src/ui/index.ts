/** Small shared presentational components. Import from 'src/ui' (this file) only. */
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { EmptyState } from './EmptyState';
export { ErrorState } from './ErrorState';
export { describeError } from './describeError';
export { LoadingState, Spinner } from './LoadingState';
export { PageTitle } from './PageTitle';
export { usePageTitle } from './usePageTitle';
export { VisuallyHidden } from './VisuallyHidden';
export { uiMessages } from './messages';
export { ChoiceGroup, type Choice } from './ChoiceGroup';
export { NavList, type NavItem } from './NavList';
export { Fact } from './Fact';
export {
  ActionFeedback,
  type ActionFeedbackClasses,
  type ActionFeedbackValue,
} from './ActionFeedback';
export { QueryState, type QueryStateSource } from './QueryState';
export { CardList } from './CardList';
export { TableHead, type TableColumn } from './TableHead';
export { Pagination } from './Pagination';
export { Section } from './Section';
