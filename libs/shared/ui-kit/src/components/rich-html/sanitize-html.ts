import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

// Everything interactive or able to load/run code is dropped, beyond DOMPurify's defaults.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'link',
    'meta',
    'base',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['srcdoc', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
};

let purifier: DOMPurify | undefined;

// A private instance, so the link hook below never leaks into anyone else's DOMPurify use.
function getPurifier(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      node.setAttribute('rel', 'noopener noreferrer');
      // External links open apart so the player keeps the app; in-app (#/...) links stay put.
      if (/^https?:\/\//i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
    });
  }
  return purifier;
}

let last: { html: string; clean: string } | undefined;

/**
 * Server HTML made safe to render: no scripts, frames, forms, event handlers or js: URLs. The last
 * answer is kept, so a text sanitised ahead in a task of its own (prepareRichHtml) costs its
 * RichHtml's render nothing.
 */
export function sanitizeHtml(html: string): string {
  if (last?.html !== html) last = { html, clean: getPurifier().sanitize(html, CONFIG) };
  return last.clean;
}
