import { screen } from '@testing-library/react';
import { StatusTag } from './status-tag';
import { renderUi } from '../../test/render';

describe('StatusTag', () => {
  it.each([
    ['success', '已通过', 'rgb(14, 115, 82)'],
    ['warning', '审核中', 'rgb(168, 75, 5)'],
    ['danger', '已拒绝', 'rgb(196, 38, 44)'],
    ['default', '未定义', 'rgb(92, 99, 112)'],
  ] as const)('colours a %s status', (tone, label, color) => {
    renderUi(<StatusTag label={label} tone={tone} />);
    expect(getComputedStyle(screen.getByText(label)).color).toBe(color);
  });
});
