import { screen } from '@testing-library/react';
import { prepareRichHtml, RichHtml } from './rich-html';
import { renderUi } from '../../test/render';

const mockSanitize = jest.fn();
// The real purifier, its sanitize calls counted.
jest.mock('dompurify', () => {
  const real = jest.requireActual('dompurify');
  return {
    __esModule: true,
    default: (win: Window) => {
      const purifier = (real.default ?? real)(win);
      const sanitize = purifier.sanitize.bind(purifier);
      purifier.sanitize = (...args: unknown[]) => {
        mockSanitize();
        return sanitize(...args);
      };
      return purifier;
    },
  };
});

describe('prepareRichHtml', () => {
  it('sanitises ahead, so the RichHtml of the same text renders without sanitising again', () => {
    prepareRichHtml('<p>欢迎<script>alert(1)</script></p>');
    expect(mockSanitize).toHaveBeenCalledTimes(1);
    const { container } = renderUi(<RichHtml html="<p>欢迎<script>alert(1)</script></p>" />);
    expect(screen.getByText('欢迎')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(mockSanitize).toHaveBeenCalledTimes(1);
    renderUi(<RichHtml html="<p>另一段</p>" />);
    expect(mockSanitize).toHaveBeenCalledTimes(2);
  });
});
