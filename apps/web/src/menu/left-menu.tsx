import { selectIsLoggedIn, useServiceUrlQuery } from '@h5/api-client';
import { useLogout } from '@h5/auth';
import { useSelector } from 'react-redux';
import { useGo } from '../routes/use-go';
import { useAppInfo } from '../startup/use-app-info';
import { LeftMenuView } from './left-menu-view';

export interface LeftMenuProps {
  visible: boolean;
  onClose: () => void;
}

/** Loaded on the first open of the menu; 安全退出 is the auth feature's logout. */
export function LeftMenu({ visible, onClose }: LeftMenuProps) {
  const appInfo = useAppInfo();
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: service } = useServiceUrlQuery();
  const logout = useLogout();
  const go = useGo();

  return (
    <LeftMenuView
      visible={visible}
      siteTitle={appInfo?.title}
      loggedIn={loggedIn}
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
