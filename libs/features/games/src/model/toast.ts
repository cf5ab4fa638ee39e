// Loaded on demand by notify.ts; see there.
export { showError, showToast } from '@h5/ui-kit';
