import { LineIcon } from '@h5/ui-kit';

export const RefreshIcon = () => (
  <LineIcon size={20}>
    <path d="M20 12a8 8 0 1 1-2.34-5.66" />
    <path d="M20 4v5h-5" />
  </LineIcon>
);

export const ChevronIcon = () => (
  <LineIcon size={16}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
);

