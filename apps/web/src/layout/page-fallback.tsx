import styled from 'styled-components';
import { Spinner } from '@h5/ui-kit';
import { messages } from '../messages';

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
`;

/** Shown while a page's code loads: the header and tab bar stay, the page area waits calmly. */
export function PageFallback() {
  return (
    <Center>
      <Spinner size={28} label={messages.pageLoading} showLabel />
    </Center>
  );
}
