import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme, screen } from '@h5/test-utils';
import { gapBetween, ServiceNote } from './service-note';

describe('ServiceNote', () => {
  it('says the lead, the link to /kefu and the tail as one line', () => {
    renderWithTheme(<ServiceNote lead="取款遇到问题？联系" linkText="人工客服" tail="解决" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: '人工客服' })).toHaveAttribute('href', '/kefu');
    expect(screen.getByText(/取款遇到问题？联系/)).toHaveTextContent('取款遇到问题？联系人工客服解决');
  });

  it('puts a space around the link in languages that space their words, none in Chinese or Thai (docs/i18n.md)', () => {
    renderWithTheme(<ServiceNote lead="Problems withdrawing? Contact" linkText="customer service" tail="for help" />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByText(/Problems withdrawing/)).toHaveTextContent(/^Problems withdrawing\? Contact customer service for help$/);
  });

  it('adds no space next to CJK, Thai, an existing space or punctuation that starts the tail', () => {
    expect(gapBetween('存款遇到问题？联系', '人工客服')).toBe('');
    expect(gapBetween('โอนเงินมีปัญหา? ติดต่อ', 'ฝ่ายบริการลูกค้า')).toBe('');
    expect(gapBetween('Fale com o ', 'suporte')).toBe('');
    expect(gapBetween('suporte', '.')).toBe('');
    expect(gapBetween('Liên hệ', 'CSKH')).toBe(' ');
    expect(gapBetween('CSKH', 'để được hỗ trợ')).toBe(' ');
  });
});
