import { useState } from 'react';
import { Button, Card, CopyButton, Inline, Stack, Text } from '@h5/ui-kit';
import { DownloadFrame } from './download-frame';
import { screenMessages } from '../screens/messages';

const texts = screenMessages.gamePage;

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
      <Text $tone="default" $size="md" $leading="normal">
        {texts.downloadStarted}
      </Text>
      <Card>
        <Inline $gap="sm">
          <Stack $grow>
            <Text $tone="secondary" $size="sm" $leading="normal">
              {texts.downloadAddress}
            </Text>
            {/* An install address is one long word: it wraps anywhere rather than widening the screen. */}
            <Text $tone="default" $size="sm" $leading="normal" $breakAnywhere>
              {url}
            </Text>
          </Stack>
          <CopyButton text={url} />
        </Inline>
      </Card>
      <Button onClick={() => setAttempt((n) => n + 1)}>{texts.downloadAgain}</Button>
      <Text $tone="secondary" $size="sm" $leading="normal">
        {screenMessages.app.note}
      </Text>
    </Stack>
  );
}
