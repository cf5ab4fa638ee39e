import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CopyButton, Inline, Stack } from '@h5/ui-kit';
import { DownloadFrame } from './download-frame';
import { screenMessages } from '../screens/messages';

const texts = screenMessages.gamePage;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const AddressText = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Label = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

// An install address is one long word: it wraps anywhere rather than widening the screen.
const Url = styled.div`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/**
 * /gamePage?app=1 (docs/product.md §2 "app=1 shows ios_download_url"): the download starts in the
 * hidden frame, and the screen shows the address itself, to copy into the phone's own
 * browser as the /app install note advises, and a way to start the download again.
 */
export function DownloadBody({ url }: { url: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack $gap="lg" $padding={['lg', 'md']}>
      <DownloadFrame key={attempt} url={url} title={texts.frameTitle(texts.appTitle)} />
      <Lead>{texts.downloadStarted}</Lead>
      <Card>
        <Inline $gap="sm">
          <AddressText>
            <Label>{texts.downloadAddress}</Label>
            <Url>{url}</Url>
          </AddressText>
          <CopyButton text={url} />
        </Inline>
      </Card>
      <Button onClick={() => setAttempt((n) => n + 1)}>{texts.downloadAgain}</Button>
      <Note>{screenMessages.app.note}</Note>
    </Stack>
  );
}
