/**
 * The design kit (shared as the federation singleton `shared-kit/ui`): theme, controls, dialogs,
 * banners, tables and paging. Every page of every remote builds from these.
 */
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';
export {
  EditIcon,
  DeleteIcon,
  PreviewIcon,
  CopyIcon,
  CloseIcon,
  PlusIcon,
  MenuIcon,
  BellIcon,
  UserIcon,
  type IconProps,
} from './icons';
export { Modal, type ModalProps, type ModalSize } from './Modal';
export { SideDrawer, type SideDrawerProps } from './SideDrawer';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Banner, BANNER_MS, type Notice, type NoticeKind } from './Banner';
export { Spinner } from './Spinner';
export { Input, Select, TextArea, Checkbox } from './inputs';
export {
  FormField,
  TextField,
  TextAreaField,
  SelectField,
  CheckboxField,
  type ControlProps,
  type FormFieldProps,
  type SelectOption,
} from './FormField';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { SortHeader } from './SortHeader';
export { pinnedColumns, TableEmpty, TableScroll } from './TableBox';
export { ScrollArea, type ScrollAreaProps } from './ScrollArea';
export { hasProblems, useShownProblems, type ShownProblems } from './useShownProblems';
export { Pager, type PagerProps } from './Pager';
export { truncate, splitLinks, type TextPart } from './text';
export { SafeHtml } from './SafeHtml';
export { LinkifiedText } from './LinkifiedText';
export { EmptyState } from './EmptyState';
export { AuditHistory, FieldDiff, auditActor, auditValue } from './AuditHistory';
export { FormError } from './FormError';
export { saveBlob } from './saveBlob';
export { AccessDenied } from './AccessDenied';
export { Card } from './Card';
export { FactList } from './FactList';
export { PageHeader, Toolbar } from './PageHeader';
export { VisuallyHidden } from './VisuallyHidden';
export { focusRing } from './focusRing';
export { SwappedView } from './SwappedView';
