import { catalogue as authCatalogue } from '../auth/locales';
import { catalogue as guardsCatalogue } from '../guards/locales';
import { catalogue as domainCatalogue } from '../locales';
import type { LazyCatalogue } from './active-locale';

/** The domain's three messages modules (rules, register and login, guards) with their translations' loaders. */
export const DOMAIN_CATALOGUES: readonly LazyCatalogue[] = [domainCatalogue, authCatalogue, guardsCatalogue];
