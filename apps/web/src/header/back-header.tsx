import { ROUTES } from '@h5/routing';
import { NavBar } from '@h5/ui-kit';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { backHeaderTitle } from './back-header-title';

const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
`;

/** Whether the router has an earlier entry of this app to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Back arrow and title (/message, /abouts); back leaves for / when the page was opened directly. */
export function BackHeader() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onBack = () => (canGoBack() ? navigate(-1) : navigate(ROUTES.home, { replace: true }));
  return (
    <Sticky>
      <NavBar title={backHeaderTitle(pathname, search)} onBack={onBack} />
    </Sticky>
  );
}
