import { useSelector } from 'react-redux';
import { selectIsLoggedIn, selectWithdrawOnlyUntil, useLogout, useServiceUrlQuery } from '@h5/api-client';
import { confirm } from '@h5/ui-kit';
import { LeftMenuView } from './left-menu-view';
import { useGo } from '../routes/use-go';
import { useAppInfo } from '../startup/use-app-info';

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

  return (
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
    />
  );
}
