import { announce } from './announce';

describe('announce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const region = () => document.querySelector('[role="status"]');

  it('says the text through one polite status region', () => {
    announce('操作成功！');
    jest.advanceTimersByTime(50);
    expect(region()).toHaveTextContent('操作成功！');
    expect(region()).toHaveAttribute('aria-live', 'polite');
    announce('绑定成功');
    jest.advanceTimersByTime(50);
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
  });

  it('never lets an earlier toast land after a later one', () => {
    announce('复制成功！');
    jest.advanceTimersByTime(30);
    announce('复制失败，请长按手动复制');
    jest.advanceTimersByTime(25);
    // The first toast's turn has come and gone: it must not be said over the second.
    expect(region()).not.toHaveTextContent('复制成功！');
    jest.advanceTimersByTime(30);
    expect(region()).toHaveTextContent('复制失败，请长按手动复制');
  });
});
