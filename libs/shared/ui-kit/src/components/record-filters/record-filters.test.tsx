import { fireEvent, render, screen, within } from '@testing-library/react';
import { RecordFilters } from './record-filters';
import { UiKitProvider } from '../../theme/ui-kit-provider';

const PLATFORMS = [
  { value: '', label: '全平台' },
  { value: 'ag', label: 'AG真人' },
  { value: 'sb', label: '沙巴体育' },
];
const LABELS = { platform: '平台', date: '时间', pickPlatform: '选择平台' };

function renderFilters(platform = '') {
  const onPlatformChange = jest.fn();
  const onDateChange = jest.fn();
  render(
    <UiKitProvider>
      <RecordFilters
        platforms={PLATFORMS}
        platform={platform}
        onPlatformChange={onPlatformChange}
        date={4}
        onDateChange={onDateChange}
        labels={LABELS}
      />
    </UiKitProvider>,
  );
  return { onPlatformChange, onDateChange };
}

describe('RecordFilters', () => {
  it('names the current platform and picks another from the popup', () => {
    const { onPlatformChange } = renderFilters();
    fireEvent.click(screen.getByRole('button', { name: '平台 全平台' }));
    const sheet = screen.getByRole('dialog', { name: '选择平台' });
    fireEvent.click(within(sheet).getByRole('option', { name: '沙巴体育' }));
    expect(onPlatformChange).toHaveBeenCalledWith('sb');
  });

  it('shows the chosen platform and the four date ranges with 近30天 selected', () => {
    const { onDateChange } = renderFilters('ag');
    expect(screen.getByRole('button', { name: '平台 AG真人' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '近30天' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('radio', { name: '今天' }));
    expect(onDateChange).toHaveBeenCalledWith(1);
  });

  it('adds a third picker in the same row style when a screen has one', () => {
    const onKind = jest.fn();
    render(
      <UiKitProvider>
        <RecordFilters
          platforms={PLATFORMS}
          platform=""
          onPlatformChange={jest.fn()}
          date={4}
          onDateChange={jest.fn()}
          labels={LABELS}
          extra={{
            label: '类型',
            title: '选择类型',
            options: [
              { value: 1, label: '存款' },
              { value: 2, label: '取款' },
            ],
            value: 1,
            onChange: onKind,
          }}
        />
      </UiKitProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '类型 存款' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '选择类型' })).getByRole('option', { name: '取款' }));
    expect(onKind).toHaveBeenCalledWith(2);
    // Only the type's popup opened: the platform's stays closed.
    expect(screen.queryByRole('dialog', { name: '选择平台' })).not.toBeInTheDocument();
  });
});
