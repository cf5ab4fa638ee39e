import { useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { PasswordView } from './password-view';
import { usePassword } from './use-password';
import { catalogue as accountCatalogue } from '../locales';

/**
 * Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md); the
 * confirmation step's come with feature-kit's askConfirmationCode.
 */
export const catalogue = accountCatalogue;

/** /password?type (1 login password, otherwise the withdrawal password). */
export default function PasswordPage() {
  return <PasswordView {...usePassword()} onBack={useBack(ROUTES.mine)} />;
}
