import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The 账户安全 screen in pt-BR (docs/i18n.md). */
const translation: Translation<typeof zh> = {
  texts: {
    title: 'Segurança da conta',
    intro:
      'Com uma chave de acesso ou um app autenticador, saques, novas contas de recebimento e trocas de senha precisam da sua confirmação: quem só sabe suas senhas não consegue tirar seu dinheiro.',
    loadFailed: 'Falha ao carregar',
    passkeys: {
      title: 'Chaves de acesso',
      empty: 'Nenhuma chave de acesso ainda',
      add: 'Adicionar chave de acesso',
      rename: 'Renomear',
      remove: 'Remover',
      added: (date: string) => `Adicionada em ${date}`,
      unsupported: 'Este navegador não suporta chaves de acesso',
      namePrompt: 'Nome da chave de acesso',
      removeConfirm: (name: string) => `Remover a chave de acesso “${name}”?`,
      addedToast: 'Chave de acesso adicionada',
    },
    totp: {
      title: 'App autenticador',
      hint: 'Confirme ações com o código de 6 dígitos de um app autenticador (como o Google Authenticator)',
      on: 'Ativado',
      off: 'Desativado',
      turnOn: 'Ativar',
      turnOff: 'Desativar',
      secret: 'Segredo',
      code: 'Código de 6 dígitos',
      enable: 'Ativar agora',
    },
    devices: {
      title: 'Dispositivos',
      current: 'Este dispositivo',
      firstSeen: 'Primeiro acesso',
      lastSeen: 'Última atividade',
      address: 'Endereço IP',
      end: 'Desconectar',
      endOthers: 'Desconectar todos os outros',
    },
    idle: {
      title: 'Saída por inatividade',
      hint: 'Sair automaticamente após um tempo sem atividade',
      options: { 0: 'Desligada', 15: '15 minutos', 60: '1 hora', 240: '4 horas' },
    },
    previous: {
      title: 'Login anterior',
      none: 'Este é o seu primeiro login',
      time: 'Horário do login',
      device: 'Dispositivo',
      notMe: 'Não fui eu?',
    },
    confirm: {
      failed: 'Não confirmado',
    },
  },
};

export default translation;
