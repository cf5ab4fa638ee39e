import { DatePicker as AdmDatePicker } from 'antd-mobile';
import { messages } from '../../messages';
import { useOverlayHistory } from '../../overlay/use-overlay-history';

export interface DatePickerProps {
  visible: boolean;
  title: string;
  /** The picked day; null opens at `max` (or today). */
  value: Date | null;
  min?: Date;
  max?: Date;
  /** The chosen day at local midnight; the caller formats it (see @h5/domain formatBirthday). */
  onConfirm: (date: Date) => void;
  onClose: () => void;
}

/**
 * antd-mobile's day picker (year / month / day wheels) in a bottom popup, themed by the kit
 * and labelled with the kit's 确定/取消, so no screen hand-rolls a calendar.
 */
export function DatePicker({ visible, title, value, min, max, onConfirm, onClose }: DatePickerProps) {
  // Back closes the wheels and keeps the form (docs/architecture.md §8).
  useOverlayHistory(visible, onClose);
  return (
    <AdmDatePicker
      visible={visible}
      title={title}
      precision="day"
      value={value ?? undefined}
      min={min}
      max={max}
      confirmText={messages.confirm}
      cancelText={messages.cancel}
      onConfirm={onConfirm}
      onClose={onClose}
      destroyOnClose
    />
  );
}
