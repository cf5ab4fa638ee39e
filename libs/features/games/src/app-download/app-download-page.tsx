import { AppDownloadView } from './app-download-view';
import { useAppDownload } from './use-app-download';
import { useInstall } from './use-install';

/** /app (members only): how to get the app. */
export default function AppDownloadPage() {
  const app = useAppDownload();
  const { offer, install } = useInstall();
  return (
    <AppDownloadView
      siteTitle={app.siteTitle}
      qrcode={app.qrcode}
      loading={app.loading}
      installOffer={offer}
      onInstall={() => void install()}
    />
  );
}
