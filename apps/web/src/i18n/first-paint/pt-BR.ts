// The first-paint chunk of pt-BR (main.tsx loads it before the first render when pt-BR is chosen):
// the translations of what the first screen shows, overlaid onto the Chinese at once;
// `ready` once the libraries' texts (fetched beside it) are in too.
import shell from '../../locales/pt-BR';
import { activateFirstPaint } from '../catalogues';

export const ready = activateFirstPaint('pt-BR', { shell });
