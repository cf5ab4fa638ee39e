import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { StatusTag } from './status-tag';

describe('StatusTag', () => {
  it.each([
    ['success', '已通过', 'rgb(18, 128, 92)'],
    ['warning', '审核中', 'rgb(180, 83, 9)'],
    ['danger', '已拒绝', 'rgb(217, 48, 54)'],
    ['default', '未定义', 'rgb(92, 99, 112)'],
  ] as const)('colours a %s status', (tone, label, color) => {
    renderUi(<StatusTag label={label} tone={tone} />);
    expect(getComputedStyle(screen.getByText(label)).color).toBe(color);
  });
});
