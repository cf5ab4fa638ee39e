import { act, screen } from '@testing-library/react';
import { Countdown } from './countdown';
import { renderUi } from '../../test/render';

const START = Date.UTC(2024, 0, 1, 4, 0, 0);

describe('Countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows mm:ss, ticks every second and stops at 00:00 calling onEnd once', () => {
    const onEnd = jest.fn();
    renderUi(<Countdown target={START + 62_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:02');

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');

    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('uses the injected clock', () => {
    renderUi(<Countdown target={1_000_000} now={() => 1_000_000 - 59 * 60_000 - 59_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('59:59');
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余时间 59:59');
  });

  it('ends at once when the target is already past', () => {
    const onEnd = jest.fn();
    renderUi(<Countdown target={START - 1} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
