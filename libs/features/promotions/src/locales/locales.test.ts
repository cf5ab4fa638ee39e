import { describeTranslations } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

describeTranslations('the promotion texts', zh, { en, vi, th, 'pt-BR': ptBR });
