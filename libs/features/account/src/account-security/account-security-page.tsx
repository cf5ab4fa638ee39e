import { AccountSecurityView } from './account-security-view';
import { catalogue as securityCatalogue } from './locales';
import { useAccountSecurity } from './use-account-security';
import { catalogue as accountCatalogue } from '../locales';

/** Its texts (the feature's and the screen's own) in the active language before it renders (docs/i18n.md). */
export const catalogue = [accountCatalogue, securityCatalogue];

/** /accountSecurity: 账户安全. The page wires the model hook to the view and draws nothing itself. */
export default function AccountSecurityPage() {
  return <AccountSecurityView {...useAccountSecurity()} />;
}
