// Theme
export {
  colors,
  durations,
  fontFamily,
  fontSizes,
  fontWeights,
  layout,
  lineHeights,
  radii,
  shadows,
  space,
  zIndices,
} from './theme/tokens';
export type { Tone } from './theme/tokens';
export { vipTiers } from './theme/tokens';
export type { VipTier } from './theme/tokens';
export { theme, px } from './theme/theme';
export type { UiTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { UiKitProvider } from './theme/ui-kit-provider';
export type { UiKitProviderProps } from './theme/ui-kit-provider';
export { installAntdMobileReact19 } from './theme/antd-react19';
export { followReducedMotion } from './theme/reduced-motion';
export { messages as uiKitMessages } from './messages';

// Primitives
export { Button } from './components/button/button';
export type { ButtonProps, ButtonVariant } from './components/button/button';
export { ButtonLink } from './components/button/button-link';
export type { ButtonLinkProps } from './components/button/button-link';
export { Card } from './components/card/plain-card';
export type { CardProps } from './components/card/plain-card';
export { Section } from './components/card/card';
export type { SectionProps } from './components/card/card';
// Layout (docs/architecture.md §4): features build their rows, columns and lists from these.
export { Stack } from './components/layout/stack';
export type { StackProps } from './components/layout/stack';
export { Inline } from './components/layout/inline';
export type { InlineProps } from './components/layout/inline';
export { Grid } from './components/layout/grid';
export type { GridProps } from './components/layout/grid';
export type { BoxProps, FlexAlign, FlexJustify, Padding, PaddingSide, SpaceStep } from './components/layout/flex';
export { DescriptionList } from './components/layout/description-list';
export type { DescriptionItem, DescriptionListProps } from './components/layout/description-list';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
// Type (docs/architecture.md §4): a feature's hints, notes, labels and titles.
export { Text } from './components/text/text';
export type { TextLeading, TextProps, TextSize, TextTone, TextWeight } from './components/text/text';
export { Skeleton } from './components/skeleton/skeleton';
export type { SkeletonProps } from './components/skeleton/skeleton';
export { Spinner } from './components/spinner/spinner';
export type { SpinnerProps } from './components/spinner/spinner';
export { showToast, showError } from './components/toast/toast';
export type { ToastOptions } from './components/toast/toast';
export { Tabs } from './components/tabs/tabs';
export type { TabItem, TabsProps } from './components/tabs/tabs';
export { VipBadge, vipTier } from './components/vip-badge/vip-badge';
export type { VipBadgeProps } from './components/vip-badge/vip-badge';
export { Carousel } from './components/carousel/carousel';
export type { CarouselProps } from './components/carousel/carousel';

// Product components
export { CloseIcon, LineIcon } from './components/line-icon/line-icon';
export type { LineIconProps } from './components/line-icon/line-icon';
export { Dialog } from './components/dialog/dialog';
export type { DialogAction, DialogProps } from './components/dialog/dialog';
export { Modal } from './components/modal/modal';
export type { ModalProps } from './components/modal/modal';
export { NavBar } from './components/nav-bar/nav-bar';
export type { NavBarProps } from './components/nav-bar/nav-bar';
export { prepareRichHtml, RichHtml } from './components/rich-html/rich-html';
export type { RichHtmlProps } from './components/rich-html/rich-html';
export { Amount, NO_AMOUNT } from './components/amount/amount';
export type { AmountProps, AmountSize, AmountTone } from './components/amount/amount';
export { MaskedCardNumber } from './components/masked-card-number/masked-card-number';
export type { MaskedCardNumberProps } from './components/masked-card-number/masked-card-number';
export { StatusTag } from './components/status-tag/status-tag';
export type { StatusTagProps } from './components/status-tag/status-tag';
export { EmptyState } from './components/empty-state/empty-state';
export type { EmptyStateProps, EmptyStateVariant } from './components/empty-state/empty-state';
export { InlineAlert } from './components/inline-alert/inline-alert';
export type { InlineAlertProps, InlineAlertTone } from './components/inline-alert/inline-alert';
export { PagedList } from './components/paged-list/paged-list';
export type { PagedListProps } from './components/paged-list/paged-list';
export { DateFilter } from './components/date-filter/date-filter';
export type { DateFilterProps } from './components/date-filter/date-filter';
export { RecordFilters } from './components/record-filters/record-filters';
export type { RecordFilterSelect, RecordFiltersProps } from './components/record-filters/record-filters';
export { DatePicker } from './components/date-picker/date-picker';
export type { DatePickerProps } from './components/date-picker/date-picker';
export { PickerPopup } from './components/picker-popup/picker-popup';
export type { PickerOption, PickerPopupProps } from './components/picker-popup/picker-popup';
export { ExpandableList } from './components/expandable-list/expandable-list';
export type { ExpandableListProps } from './components/expandable-list/expandable-list';
export { CopyButton } from './components/copy-button/copy-button';
export type { CopyButtonProps } from './components/copy-button/copy-button';
export { copyText } from './components/copy-button/copy-text';
export { Countdown } from './components/countdown/countdown';
export type { CountdownProps } from './components/countdown/countdown';
export { ConfirmDialog, alert, confirm } from './components/confirm-dialog/confirm-dialog';
export type { AlertOptions, ConfirmDialogProps, ConfirmOptions } from './components/confirm-dialog/confirm-dialog';
export { VenueBalanceList } from './components/venue-balance-list/venue-balance-list';
export type { VenueBalanceItem, VenueBalanceListProps } from './components/venue-balance-list/venue-balance-list';
export { Switch } from './components/switch/switch';
export type { SwitchProps } from './components/switch/switch';
export { Screen } from './components/screen/screen';
export type { ScreenProps } from './components/screen/screen';
export { FieldInput, FieldLabel, FieldRow, FieldTextarea, FormField } from './components/form-field/form-field';
export type { FormFieldIds, FormFieldProps } from './components/form-field/form-field';
export { FieldTrigger } from './components/form-field/field-trigger';
export type { FieldTriggerProps } from './components/form-field/field-trigger';
export { TextField } from './components/form-field/text-field';
export type { TextFieldProps } from './components/form-field/text-field';
export { AmountField } from './components/amount-field/amount-field';
export type { AmountFieldProps } from './components/amount-field/amount-field';
export { PickerField } from './components/picker-field/picker-field';
export type { PickerFieldProps } from './components/picker-field/picker-field';
export { RecordDetail, RecordRow } from './components/record-row/record-row';
export type { RecordDetailProps, RecordRowProps } from './components/record-row/record-row';
export { BalanceCard } from './components/balance-card/balance-card';
export type { BalanceCardProps } from './components/balance-card/balance-card';
export { WalletBalances } from './components/wallet-balances/wallet-balances';
export type { WalletBalancesProps, WalletFigures } from './components/wallet-balances/wallet-balances';
export { useAfterFirstPaint } from './hooks/use-after-first-paint';
export { useFocusTrap } from './hooks/use-focus-trap';
export {
  leavingPage,
  overlayEntryOnTop,
  overlayHistoryIdle,
  overlayScreen,
  onOverlayScreenChange,
  setOverlayScreen,
  useOverlayHistory,
} from './overlay';
export { lazyWithRetry, retryFailedLoads } from './hooks/lazy-with-retry';
export { HydrationBoundary, useHydrated, useServerRender } from './hooks/use-hydrated';
// The texts' translations (docs/i18n.md): the web app puts them in the chosen language before its first render.
export { catalogue as uiKitCatalogue } from './locales';
// Shared feature parts (docs/architecture.md §4): what two or more features drew with styled of their own.
export { DetailRows } from './components/detail-rows/detail-rows';
export type { DetailRow, DetailRowsProps } from './components/detail-rows/detail-rows';
export { DataTable } from './components/data-table/data-table';
export type { DataTableProps } from './components/data-table/data-table';
export { TouchLink } from './components/touch-link/touch-link';
export type { TouchLinkProps } from './components/touch-link/touch-link';
export { IconButton } from './components/icon-button/icon-button';
export type { IconButtonProps } from './components/icon-button/icon-button';
export { ProgressBar } from './components/progress-bar/progress-bar';
export type { ProgressBarProps } from './components/progress-bar/progress-bar';
export { CardLink } from './components/card-link/card-link';
export type { CardLinkProps } from './components/card-link/card-link';
