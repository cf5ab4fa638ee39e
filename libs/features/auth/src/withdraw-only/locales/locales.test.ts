import { describeTranslations } from '@h5/test-utils';
import * as zh from '../messages';

describeTranslations('the withdraw-only dialog', zh, async (locale) => ((await import(`./${locale}`)) as { default: object }).default);
