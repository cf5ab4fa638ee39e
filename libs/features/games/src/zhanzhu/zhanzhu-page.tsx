import { ZhanzhuView } from './zhanzhu-view';

/** /zhanzhu: nothing to load; the page is its two entries. */
export function ZhanzhuPage() {
  return <ZhanzhuView />;
}
