import { LineIcon } from '@h5/ui-kit';

export const UnbindIcon = () => (
  <LineIcon size={20}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
  </LineIcon>
);

export const CheckStepIcon = () => (
  <LineIcon size={16}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);
