// Stateless components and helpers. Unlike the main entry they are not a shared singleton: each app
// bundles the ones it uses (a few KB), so a remote that uses one added in this release still runs
// under the previous release's shell (README: version skew). Their only context, the theme, comes
// from styled-components, and links use the shared router door.
export { AnchorButton, ButtonLink, type ButtonLinkVariant } from './components/ButtonLink';
export { CHART_INK, ChartFrame, type ChartFrameProps, type LegendEntry } from './charts/ChartFrame';
export { ChartTable, type ChartTableProps } from './charts/ChartTable';
export { ChoiceCards, type Choice, type ChoiceCardsProps } from './components/ChoiceCards';
export { CloseButton } from './components/CloseButton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { PlainList } from './components/PlainList';
export { PageHeader, type PageHeaderProps, type PageHeaderSize } from './components/PageHeader';
export {
  StatCard,
  StatGrid,
  StatList,
  toneOf,
  type MoneyTone,
  type StatCardLook,
  type StatCardProps,
  type StatTone,
} from './components/StatCard';
export { formatDate } from './format';
export { saveFile } from './saveFile';
