// The first-paint chunk of vi (main.tsx loads it before the first render when vi is chosen):
// the translations of what the first screen shows, overlaid onto the Chinese at once;
// `ready` once the libraries' texts (fetched beside it) are in too.
import shell from '../../locales/vi';
import { activateFirstPaint } from '../catalogues';

export const ready = activateFirstPaint('vi', { shell });
