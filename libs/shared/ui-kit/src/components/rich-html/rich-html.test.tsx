import { screen } from '@testing-library/react';
import { RichHtml } from './rich-html';
import { sanitizeHtml } from './sanitize-html';
import { renderUi } from '../../test/render';

describe('sanitizeHtml', () => {
  it.each([
    ['script tags', '<p>ok</p><script>alert(1)</script>', /<script/i],
    ['event handlers', '<img src="x.png" onerror="alert(1)">', /onerror/i],
    ['javascript: URLs', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['iframes', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['style tags', '<style>body{display:none}</style><p>a</p>', /<style/i],
    ['forms and inputs', '<form action="https://evil.example"><input name="pw"><button>go</button></form>', /<(form|input|button)/i],
    ['svg with handlers', '<svg onload="alert(1)"><circle r="1"/></svg>', /onload|<svg/i],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">', /<(object|embed)/i],
  ])('removes %s', (_name, dirty, forbidden) => {
    expect(sanitizeHtml(dirty)).not.toMatch(forbidden);
  });

  it('keeps ordinary formatting', () => {
    const clean = sanitizeHtml('<p><strong>首存</strong>送<em>100%</em></p><img src="https://cdn.example/a.png" alt="banner">');
    expect(clean).toContain('<strong>首存</strong>');
    expect(clean).toContain('<em>100%</em>');
    expect(clean).toContain('src="https://cdn.example/a.png"');
  });

  it('gives every link rel="noopener noreferrer" and opens external ones apart', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml('<a href="https://example.com/rules">规则</a><a href="#/activity" target="_top">活动</a>');
    const [external, internal] = Array.from(box.querySelectorAll('a'));
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(internal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });
});

describe('RichHtml', () => {
  it('renders the sanitized markup and none of the hostile parts', () => {
    const { container } = renderUi(
      <RichHtml
        html={
          '<h3>活动详情</h3><p onclick="steal()">点击领取</p><script>window.pwned = true</script>' +
          '<img src="x" onerror="window.pwned = true"><a href="javascript:void(0)">坏链接</a>' +
          '<iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: '活动详情' })).toBeInTheDocument();
    expect(screen.getByText('点击领取')).not.toHaveAttribute('onclick');
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('坏链接')).not.toHaveAttribute('href');
    expect((window as Window & { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('renders nothing for missing HTML', () => {
    const { container } = renderUi(<RichHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
