import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The auth screens' texts in Brazilian Portuguese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const ptBR: Translation<typeof zh> = {
  messages: {
    login: 'Entrar',
    passkeyLogin: 'Entrar com chave de acesso',
    passkeyFailed: 'Login com chave de acesso não concluído',
    register: 'Cadastrar',
    loginTitle: 'Entrar na conta',
    registerTitle: 'Criar conta',
    loginSubtitle: 'Entre para jogar todos os jogos',
    registerSubtitle: 'Cadastre-se e comece a jogar',
    toRegister: 'Não tem conta? Cadastre-se',
    toLogin: 'Já tem conta? Entrar',
    welcome: (title: string) => `Bem-vindo ao ${title}`,
    welcomeFallback: 'Bem-vindo',
    fields: {
      name: 'Usuário',
      password: 'Senha',
      confirmPass: 'Confirmar senha',
      realname: 'Nome completo',
      paypassword: 'Senha de saque',
      code: 'Código',
    },
    placeholders: {
      loginName: 'Digite seu usuário',
      loginPassword: 'Digite sua senha',
      registerName: '6 a 16 letras ou números',
      registerPassword: 'Mínimo de 6 caracteres',
      confirmPass: 'Digite a senha novamente',
      realname: 'Igual ao titular da conta de saque',
      paypassword: 'Mínimo de 6 caracteres',
      code: 'Digite o código',
    },
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    captchaAlt: 'Código de verificação',
    captchaRefresh: 'Não consegue ler? Trocar código',
    visitor: 'Dar uma olhada',
    service: 'Suporte ao vivo',
    language: 'Idioma',
    failed: 'Algo deu errado, tente novamente mais tarde',
  },
};

export default ptBR;
