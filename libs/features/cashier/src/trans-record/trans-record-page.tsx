import { useBack } from '@h5/feature-kit';
import { TransRecordView } from './trans-record-view';
import { useTransRecord } from './use-trans-record';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /transRecord. */
export default function TransRecordPage() {
  const model = useTransRecord();
  const onBack = useBack();
  return (
    <TransRecordView
      platforms={model.platforms}
      platform={model.platform}
      onPlatform={model.setPlatform}
      date={model.date}
      onDate={model.setDate}
      type={model.type}
      types={model.types}
      onType={model.setType}
      records={model.records}
      listKey={model.listKey}
      onBack={onBack}
    />
  );
}
