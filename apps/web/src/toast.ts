export { showToast } from '@h5/ui-kit';
