import { fireEvent, screen } from '@testing-library/react';
import { activate } from '@h5/domain';
import { EmptyState } from './empty-state';
import ptBR from '../../locales/pt-BR';
import * as messages from '../../messages';
import { renderUi } from '../../test/render';

describe('EmptyState', () => {
  it('says 没有更多了~ at the end of a list', () => {
    renderUi(<EmptyState variant="noMore" />);
    expect(screen.getByText('没有更多了~')).toBeInTheDocument();
  });

  it('says 空空如也 with an illustration when empty', () => {
    const { container } = renderUi(<EmptyState variant="empty" />);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('says its default texts in the language chosen after the kit loaded (docs/i18n.md)', () => {
    activate('pt-BR', [{ target: messages, translations: { 'pt-BR': ptBR } }]);
    try {
      renderUi(
        <>
          <EmptyState variant="empty" />
          <EmptyState variant="error" />
          <EmptyState variant="noMore" />
        </>,
      );
      expect(screen.getByText('Nada por aqui')).toBeInTheDocument();
      expect(screen.getByText('Falha ao carregar, tente novamente mais tarde')).toBeInTheDocument();
      expect(screen.getByText('Não há mais nada')).toBeInTheDocument();
    } finally {
      activate('zh-CN', [{ target: messages, translations: {} }]);
    }
  });

  it('takes a custom text', () => {
    renderUi(<EmptyState variant="empty" text="暂无记录" />);
    expect(screen.getByText('暂无记录')).toBeInTheDocument();
  });

  it('offers one retry on error, with a picture and neutral text in the empty layout', () => {
    const onRetry = jest.fn();
    const { container } = renderUi(<EmptyState variant="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(getComputedStyle(screen.getByText('加载失败，请稍后再试')).color).toBe('rgb(95, 102, 115)');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('compact: the error text and retry without the picture (over rows still on screen)', () => {
    const onRetry = jest.fn();
    const { container } = renderUi(<EmptyState variant="error" compact onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败，请稍后再试');
    expect(container.querySelector('svg')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
