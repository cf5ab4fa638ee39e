import { ZhanzhuView } from './zhanzhu-view';

/** /zhanzhu: nothing to load; the page is its two entries. */
export default function ZhanzhuPage() {
  return <ZhanzhuView />;
}
