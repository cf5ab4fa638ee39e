import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Spinner } from './spinner';

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
