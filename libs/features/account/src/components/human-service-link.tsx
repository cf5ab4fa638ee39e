import { TouchLink } from '@h5/ui-kit';
import { messages } from '../messages';
import type { LinkProps } from './link-props';

/** 人工客服 under the help centre and its articles: a full-width tap target to /kefu (the page's link). */
export function HumanServiceLink({ link }: { link: LinkProps }) {
  return (
    <TouchLink $block $underline $size="sm" {...link}>
      {messages.help.humanService}
    </TouchLink>
  );
}
