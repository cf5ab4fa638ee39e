import { configure } from '@testing-library/react';

// Lazy toasts and dialogs arrive a few event-loop turns late; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 4000 });
