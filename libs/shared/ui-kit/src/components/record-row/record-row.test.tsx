import { screen } from '@testing-library/react';
import { RecordDetail, RecordRow } from './record-row';
import { renderUi } from '../../test/render';

describe('RecordRow', () => {
  it('shows the title, what sits beside it and its lines in order', () => {
    const { container } = renderUi(
      <RecordRow title="AG真人" aside={<span>已结算</span>}>
        <RecordDetail tone="secondary">订单号：AG2611221830120001</RecordDetail>
        <RecordDetail>2026-11-22 18:30:12</RecordDetail>
      </RecordRow>,
    );
    expect(container.textContent).toBe('AG真人已结算订单号：AG26112218301200012026-11-22 18:30:12');
    expect(getComputedStyle(screen.getByText('AG真人')).fontWeight).toBe('600');
  });

  it('spans a line across the row unless it is half, so the amount can sit beside the time', () => {
    renderUi(
      <RecordRow title="USDT" aside={<span>审核中</span>}>
        <RecordDetail tone="secondary">订单号：D20261123143001</RecordDetail>
        <RecordDetail half>2026-11-23 14:58:08</RecordDetail>
        <span>¥700.00</span>
      </RecordRow>,
    );
    expect(getComputedStyle(screen.getByText('订单号：D20261123143001')).gridColumn.replace(/\s/g, '')).toBe('1/-1');
    expect(getComputedStyle(screen.getByText('2026-11-23 14:58:08')).gridColumn).toBe('');
  });
});
