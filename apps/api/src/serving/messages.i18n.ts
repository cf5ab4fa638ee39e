import type { Translations } from '@h5/domain';
import type { SERVING_TEXT } from './messages';

/** SERVING_TEXT in the other languages (docs/i18n.md). */
export const SERVING_TRANSLATIONS: Translations<typeof SERVING_TEXT> = {
  en: { fileNotFound: 'File not found', notFound: 'No such API', appName: 'Official app' },
  vi: { fileNotFound: 'Tệp không tồn tại', notFound: 'API không tồn tại', appName: 'Ứng dụng chính thức' },
  th: { fileNotFound: 'ไม่พบไฟล์', notFound: 'ไม่พบ API นี้', appName: 'แอปทางการ' },
  'pt-BR': { fileNotFound: 'Arquivo não encontrado', notFound: 'API inexistente', appName: 'App oficial' },
};
