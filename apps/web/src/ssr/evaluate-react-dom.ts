// React DOM is a CommonJS module: the bundle runs its factory where it is first required, which was
// the entry's evaluation (its largest part, docs/performance.md "The long tasks that remain, one by
// one"). apps/web/vite.config.mts puts this module in the framework-react chunk, so the factory runs
// in that chunk's own task, before the entry's. main.tsx imports it first.
import 'react-dom/client';
