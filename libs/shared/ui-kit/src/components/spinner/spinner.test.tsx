import { screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { renderUi } from '../../test/render';

describe('Spinner', () => {
  it('announces loading to screen readers', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('can show a custom visible label', () => {
    renderUi(<Spinner label="正在提交" showLabel />);
    expect(screen.getByText('正在提交')).toBeVisible();
  });
});
