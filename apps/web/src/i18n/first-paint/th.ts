// The first-paint chunk of th (main.tsx loads it before the first render when th is chosen):
// the translations of what the first screen shows, overlaid onto the Chinese at once;
// `ready` once the libraries' texts (fetched beside it) are in too.
import shell from '../../locales/th';
import { activateFirstPaint } from '../catalogues';

export const ready = activateFirstPaint('th', { shell });
