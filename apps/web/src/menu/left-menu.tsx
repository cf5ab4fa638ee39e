import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, selectWithdrawOnlyUntil, useLogout, useServiceUrlQuery } from '@h5/api-client';
import { activeLocale } from '@h5/domain';
import { LanguagePicker } from '@h5/feature-kit';
import { confirm } from '@h5/ui-kit';
import { LeftMenuView } from './left-menu-view';
import { messages } from './messages';
import { useGo } from '../routes/use-go';
import { useAppInfo } from '../startup/use-app-info';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from './locales';

export interface LeftMenuProps {
  visible: boolean;
  onClose: () => void;
}

const askToConfirm = (content: string) => confirm({ content });

/** Loaded on the first open of the menu; 安全退出 is the shared logout /mine runs too. */
export function LeftMenu({ visible, onClose }: LeftMenuProps) {
  const appInfo = useAppInfo();
  const loggedIn = useSelector(selectIsLoggedIn);
  const withdrawOnly = useSelector(selectWithdrawOnlyUntil) !== null;
  const { data: service } = useServiceUrlQuery();
  const logout = useLogout(askToConfirm);
  const go = useGo();
  const [picking, setPicking] = useState(false);

  return (
    <>
      <LeftMenuView
        visible={visible}
        siteTitle={appInfo?.title}
        loggedIn={loggedIn}
        withdrawOnly={withdrawOnly}
        h5Url={appInfo?.h5_url}
        serviceUrl={service?.url}
        onClose={onClose}
        onNavigate={(path) => {
          onClose();
          go(path);
        }}
        onLogout={() => {
          onClose();
          void logout();
        }}
        locale={activeLocale()}
        onLanguage={() => setPicking(true)}
      />
      {/* A pick saves the language and reloads the page in it. */}
      <LanguagePicker visible={picking} title={messages.language} onClose={() => setPicking(false)} />
    </>
  );
}
