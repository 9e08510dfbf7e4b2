// Shared presentational components of the Water Footprint Tracker. No data fetching here.
// Import the tokens once in the app: `import '@wf/ui/tokens.css'`.
export { Alert } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';
export { Avatar, initialOf } from './components/Avatar';
export type { AvatarProps } from './components/Avatar';
export { Badge } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { Button, buttonClassName } from './components/Button';
export type {
  ButtonProps,
  ButtonSize,
  ButtonStyleOptions,
  ButtonVariant,
} from './components/Button';
export { ButtonRow } from './components/ButtonRow';
export type { ButtonRowProps } from './components/ButtonRow';
export { Card } from './components/Card';
export type { CardProps, CardTone } from './components/Card';
export { CtaCard } from './components/CtaCard';
export type { CtaCardProps } from './components/CtaCard';
export { cx } from './components/cx';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { FormHeader, SubmitRow } from './components/FormParts';
export type { FormHeaderProps, SubmitRowProps } from './components/FormParts';
export { Input } from './components/Input';
export type { InputProps } from './components/Input';
export { ProgressBar } from './components/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar';
export { RadioGroup, radioId } from './components/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup';
export { ScoreCircle } from './components/ScoreCircle';
export type { ScoreBand, ScoreCircleProps } from './components/ScoreCircle';
export { ResultScreen } from './components/ResultScreen';
export type { ResultItem, ResultScreenProps } from './components/ResultScreen';
export { SkipLink } from './components/SkipLink';
export type { SkipLinkProps } from './components/SkipLink';
export { LoadingBlock, Spinner } from './components/Spinner';
export type { LoadingBlockProps, SpinnerProps } from './components/Spinner';
export { WhenInView } from './components/WhenInView';
export type { WhenInViewProps } from './components/WhenInView';
export { StatCard } from './components/StatCard';
export type { StatCardProps } from './components/StatCard';
export { ToastRegion } from './components/ToastRegion';
export type { Toast, ToastRegionProps } from './components/ToastRegion';
export { ToggleGroup } from './components/ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './components/ToggleGroup';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';
