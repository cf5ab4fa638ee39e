// The chunk LazyEmptyState loads: ui-kit's EmptyState and its pictures.
export { EmptyState } from '@h5/ui-kit';
