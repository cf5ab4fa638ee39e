import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBack } from '@h5/feature-kit';
import { NavBar } from '@h5/ui-kit';
import { backHeaderTitle } from './back-header-title';

const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
`;

/** Back arrow and title (/message, /abouts); back leaves for / when the page was opened directly. */
export function BackHeader() {
  const { pathname, search } = useLocation();
  const onBack = useBack();
  return (
    <Sticky>
      <NavBar title={backHeaderTitle(pathname, search)} onBack={onBack} />
    </Sticky>
  );
}
