import { AppDownloadView } from './app-download-view';
import { useAppDownload } from './use-app-download';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /app (members only): how to get the app. */
export default function AppDownloadPage() {
  return <AppDownloadView {...useAppDownload()} />;
}
