import { APP_CAROUSEL_AUTOPLAY_MS } from '@h5/domain';
import { ButtonLink, Card, Carousel, Inline, Skeleton, Stack, Text } from '@h5/ui-kit';
import { AppSlide } from './app-slide';
import { InstallSection } from './install-section';
import { screenMessages } from '../screens/messages';
import type { InstallOffer } from './use-install';
import type { AnchorHTMLAttributes } from 'react';

// Sizes chosen so that 立即下载 shows above the tab bar on a 375×667 phone without scrolling.
const QR_SIZE = 132;
const QR_HEIGHT = Math.round((QR_SIZE * 260) / 232);

export interface AppDownloadViewProps {
  /** null while app info is loading. */
  siteTitle: string | null;
  qrcode: string | null;
  loading: boolean;
  /** 添加到主屏幕: the browser's prompt, Safari's steps, or nothing (installed, or no way to). */
  installOffer: InstallOffer;
  onInstall: () => void;
  /** 立即下载: the app's download page (/gamePage?app=1). */
  downloadLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const total = screenMessages.app.slides.length;
const SLIDES = screenMessages.app.slides.map((title, i) => (
  <AppSlide
    key={title}
    index={i}
    title={title}
    caption={screenMessages.app.slideCaptions[i] ?? ''}
    label={screenMessages.app.slideAlt(i + 1, total)}
  />
));

/** /app: title, the feature carousel, the QR picture, download-now, 添加到主屏幕 and the install note. */
export function AppDownloadView({ siteTitle, qrcode, loading, installOffer, onInstall, downloadLink }: AppDownloadViewProps) {
  return (
    <Stack $gap="md" $padding="md">
      <Text as="h1" $size="xl" $weight="bold" $align="center">
        {loading ? <Skeleton width={180} height={24} inline /> : screenMessages.app.title(siteTitle ?? screenMessages.app.fallbackSite)}
      </Text>
      <Carousel slides={SLIDES} label={screenMessages.app.slidesLabel} autoplayInterval={APP_CAROUSEL_AUTOPLAY_MS} />
      {(qrcode || loading) && (
        <Inline $justify="center">
          {/* The picture on a card of its own, its box fixed by its size before it loads. */}
          {qrcode ? (
            <Card as="img" $padding={0} $radius="md" src={qrcode} alt={screenMessages.app.qrAlt} width={QR_SIZE} height={QR_HEIGHT} />
          ) : (
            <Skeleton width={QR_SIZE} height={QR_HEIGHT} />
          )}
        </Inline>
      )}
      <Text $tone="secondary" $size="sm" $align="center">
        {screenMessages.app.qrHint}
      </Text>
      {/* It navigates, so it is a link; the words bold, as the site draws them. */}
      <ButtonLink block {...downloadLink}>
        <Text as="span" $weight="bold">
          {screenMessages.app.download}
        </Text>
      </ButtonLink>
      <InstallSection offer={installOffer} onInstall={onInstall} />
      <Text $tone="tertiary" $size="xs" $leading="relaxed">
        {screenMessages.app.note}
      </Text>
    </Stack>
  );
}
