import { plural } from '@h5/domain';
import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/**
 * The games feature's other screens in Brazilian Portuguese (docs/i18n.md): caça-níqueis for 电子游戏,
 * suporte ao vivo for 在线客服 (auth's word), and /app's iOS steps name Safari's own labels.
 */
const ptBR: Translation<typeof zh> = {
  screenMessages: {
    noticeModal: {
      moreUnread: (count: number) =>
        `Ver todos os avisos, ${plural('pt-BR', count, { one: '# mensagem não lida', other: '# mensagens não lidas' })}`,
    },
    concise: {
      title: 'Caça-níqueis',
      tabsLabel: 'Provedores de slots',
      gridLabel: (tab: string) => `Lista de jogos: ${tab}`,
      empty: 'Nada por aqui',
      failed: 'Não foi possível carregar os jogos, tente novamente mais tarde',
      opening: (name: string) => `Abrindo ${name}…`,
    },
    gamePage: {
      title: 'Jogo',
      agentTitle: 'Login de agente',
      serviceTitle: 'Suporte ao vivo',
      appTitle: 'Baixar app',
      frameTitle: (title: string) => `Página: ${title}`,
      loading: 'Carregando, aguarde',
      failed: 'Falha ao carregar, tente novamente mais tarde',
      noGame: 'Nenhum jogo escolhido, volte e escolha um',
      noDownload: 'Link de download ainda indisponível',
      downloadStarted: 'O download começou: fique atento ao aviso de instalação no celular',
      downloadAddress: 'Link de download',
      downloadAgain: 'Baixar novamente',
      backHome: 'Voltar ao início',
    },
    kefu: {
      title: 'Suporte ao vivo',
      failed: 'Não foi possível carregar o suporte, tente novamente mais tarde',
    },
    app: {
      title: (site: string) => `Baixe o app ${site}`,
      fallbackSite: 'oficial',
      slidesLabel: 'Recursos do app',
      slides: ['Depósitos e saques rápidos', 'Milhares de jogos', 'Segurança garantida', 'Suporte atencioso'],
      slideCaptions: [
        'Depósitos e saques creditados em segundos',
        'Cassino ao vivo, esportes e e-sports num só lugar',
        'Fundos criptografados, sem preocupação',
        'Atendimento online 24/7',
      ],
      slideAlt: (n: number, total: number) => `Recurso do app ${n} de ${total}`,
      qrAlt: 'QR code para baixar o app',
      qrHint: 'Leia o QR code ou toque no botão abaixo para baixar',
      download: 'Baixar agora',
      note: 'Dica: durante a instalação, mantenha o celular e o computador na mesma rede; se a instalação falhar, copie o link de download e abra no navegador padrão do celular.',
      install: {
        title: 'Adicionar à tela inicial',
        lead: 'Sem download: abra pela tela inicial como um app',
        button: 'Adicionar à tela inicial',
        iosStepsLabel: 'Como adicionar à tela inicial no Safari',
        iosShare: 'Toque no botão “Compartilhar” na parte de baixo do navegador',
        iosAdd: 'Escolha “Adicionar à Tela de Início” no menu',
      },
    },
    sponsor: {
      title: 'Patrocínios',
      entries: {
        1: { title: 'Parceiro regional', text: 'Parceiro regional oficial do clube esportivo' },
        2: { title: 'Parceiro global principal', text: 'Parceiro global principal do clube esportivo' },
      },
      divider: 'Não há mais nada~',
      pageTitle: (title: string) => `Sobre: ${title}`,
      back: 'Voltar a patrocínios',
    },
  },
};
export default ptBR;
