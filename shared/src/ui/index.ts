// @planner/shared/ui: accessible primitives over the design tokens (import '@planner/shared/ui/tokens.css' once, in the shell).
export { Alert } from './Alert';
export type { AlertTone } from './Alert';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { Field } from './Field';
export type { FieldProps } from './Field';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { QuickAddField, loadQuickAdd } from './QuickAddField';
export type { QuickAddFieldProps, QuickAddSaveAnswer } from './QuickAddField';
