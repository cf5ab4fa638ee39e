import { AppDownloadView } from './app-download-view';
import { useAppDownload } from './use-app-download';

/** /app (members only): how to get the app. */
export default function AppDownloadPage() {
  const app = useAppDownload();
  return <AppDownloadView siteTitle={app.siteTitle} qrcode={app.qrcode} loading={app.loading} />;
}
