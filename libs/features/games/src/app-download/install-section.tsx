import styled from 'styled-components';
import { Button, Card, LineIcon, Stack, Text } from '@h5/ui-kit';
import { screenMessages } from '../screens/messages';
import type { InstallOffer } from './use-install';
import type { ReactNode } from 'react';

const text = screenMessages.app.install;

// One of Safari's steps: its number in a tinted circle, the picture of the control in the accent
// colour (ui-kit's LineIcon frame), then what to do.
const Step = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  > span:first-child {
    flex: none;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    line-height: 20px;
    text-align: center;
  }

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Safari's share button: a box with an arrow up out of it. */
const ShareIcon = () => (
  <LineIcon>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M8 10H6v11h12V10h-2" />
  </LineIcon>
);

/** Safari's 添加到主屏幕 entry: a plus in a rounded square. */
const AddIcon = () => (
  <LineIcon>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <path d="M12 8v8M8 12h8" />
  </LineIcon>
);

export interface InstallSectionProps {
  offer: InstallOffer;
  onInstall: () => void;
}

/**
 * /app's 添加到主屏幕 beside the iOS download: the browser's own prompt where it has one
 * (Android Chromium), Safari's two steps on iOS, nothing where the app already runs installed
 * or the browser cannot install it.
 */
/** One of Safari's two steps: its number, the picture of the control to tap, what to do. */
function InstallStep({ number, icon, text }: { number: number; icon: ReactNode; text: string }) {
  return (
    <Step>
      <span aria-hidden="true">{number}</span>
      {icon}
      <Text as="span" $size="sm" $breakAnywhere>
        {text}
      </Text>
    </Step>
  );
}

export function InstallSection({ offer, onInstall }: InstallSectionProps) {
  if (offer === 'none') return null;
  return (
    <Card as="section" $radius="md" $padding="md" aria-labelledby="app-install-title">
      <Stack $gap="sm">
        <Text as="h2" id="app-install-title" $size="md" $weight="bold">
          {text.title}
        </Text>
        <Text $tone="secondary" $size="sm">
          {text.lead}
        </Text>
        {offer === 'prompt' ? (
          <Button variant="ghost" block onClick={onInstall}>
            {text.button}
          </Button>
        ) : (
          <Stack as="ol" $gap="sm" aria-label={text.iosStepsLabel}>
            <InstallStep number={1} icon={<ShareIcon />} text={text.iosShare} />
            <InstallStep number={2} icon={<AddIcon />} text={text.iosAdd} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
