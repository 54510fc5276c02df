import { ADVERT_POSITION, H5_PAGE } from '@sika/contract';
import type { NewAdvert, NewFaqEntry, NewMenuItem, NewNotice, NewPage, NewRule } from '../seed-repository.ts';
import { demoMenusWithout } from './menus.ts';

/**
 * Brazil's demo lobby content (issue 20), in Brazilian Portuguese with English beside it (the fallback for
 * other languages): reais, Pix, CPF. Only artwork without words about money is reused from Ghana's. Amounts
 * match Brazil's options (options/demo/brazil.ts).
 */
/** Artwork with words, in Portuguese and English (French falls back to English). */
const wordedImg = (name: string) => ({
  pt: `/content/adverts/${name}-pt-v1.svg`,
  en: `/content/adverts/${name}-v1.svg`,
});
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function brazilAdverts(now: Date): NewAdvert[] {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const at = (position: string, typeId: number, sort: number) => ({ position, typeId, sort, startsAt });
  // No reward or bonus artwork: Brazil's law forbids bonuses for betting (decision 022).
  const swipe = [
    {
      image: wordedImg('pix-deposit'),
      url: '/deposit',
      content: {
        pt: 'Deposite por Pix a partir de R$ 10,00: copia e cola ou QR code',
        en: 'Deposit by Pix from R$ 10.00: copy-and-paste code or QR code',
      },
    },
    {
      image: wordedImg('lottery-draw'),
      url: '/lottery',
      content: {
        pt: 'Loteria Sika: sorteios que você pode verificar',
        en: 'Sika Lottery: draws you can check for yourself',
      },
    },
    {
      image: wordedImg('fair-play'),
      url: '/me/game-records',
      content: {
        pt: 'Jogo verificável: confira qualquer rodada no Histórico de jogos',
        en: 'Provably fair: check any round in Game records',
      },
    },
  ];
  return [
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.HOME_SWIPE, 1, (i + 1) * 10) })),
    ...swipe.map((a, i) => ({ ...a, ...at(ADVERT_POSITION.PROMOTION_LIST, 1, (i + 1) * 10) })),
    {
      ...at(ADVERT_POSITION.HOME_BANNERS, 1, 10),
      image: wordedImg('pix-withdraw'),
      url: '/withdraw',
      content: {
        pt: 'Saques por Pix a partir de R$ 20,00, na chave cadastrada com o seu CPF',
        en: 'Pix withdrawals from R$ 20.00 to the key registered with your CPF',
      },
    },
    {
      ...at(ADVERT_POSITION.FOOTER_BANNER, 1, 10),
      image: wordedImg('play-responsibly'),
      url: '/me/settings/exclusion',
      content: { pt: 'Jogue com responsabilidade', en: 'Play responsibly' },
    },
    {
      ...at(ADVERT_POSITION.ME_BANNER, 1, 10),
      image: wordedImg('fair-play'),
      url: '/me/game-records',
      content: {
        pt: 'Jogo verificável: confira qualquer rodada no Histórico de jogos',
        en: 'Provably fair: check any round in Game records',
      },
    },
  ];
}

/**
 * Ghana's menus in Brazilian Portuguese, without what Brazil does not offer: the reward activities and the
 * lucky refund (bonuses for betting, forbidden by its law: decision 022), the cash rain and the VIP pages.
 */
const BRAZILIAN_TITLES: Record<string, string> = {
  'Contacte-nos': 'Fale conosco',
};
const NOT_IN_BRAZIL = new Set([
  '/home?dailyBonus=1',
  '/home?cashRain=1',
  '/diamond/tasks',
  '/diamond/spin',
  '/diamond/exchange',
  '/games/coin-spin/1',
  '/activities/lucky-refund/index',
  '/subscriber/memberCenter',
  '/subscriber/cashBack',
]);

export function brazilMenus(): { menuId: number; items: NewMenuItem[] }[] {
  return demoMenusWithout(NOT_IN_BRAZIL).map((menu) => ({
    menuId: menu.menuId,
    items: menu.items.map((item) => {
      const pt = item.title.pt;
      return pt ? { ...item, title: { ...item.title, pt: BRAZILIAN_TITLES[pt] ?? pt } } : item;
    }),
  }));
}

export function brazilNotices(now: Date): NewNotice[] {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      img: '/content/notices/phone-v1.svg',
      title: { pt: 'Depósitos e saques por Pix', en: 'Pix deposits and withdrawals' },
      content: {
        pt: 'Deposite a partir de R$ 10,00 com o código Pix copia e cola ou o QR code; os saques vão para a chave Pix cadastrada com o seu CPF, normalmente em poucos minutos.',
        en: 'Deposit from R$ 10.00 with the Pix copy-and-paste code or the QR code; withdrawals go to the Pix key registered with your CPF, usually within minutes.',
      },
      url: '/deposit',
      publishedAt: ago(3),
    },
    {
      img: '/content/notices/shield-v1.svg',
      title: { pt: 'Cuidado com golpes', en: 'Beware of scams' },
      content: {
        pt: 'A Sika nunca liga pedindo a senha do seu banco, códigos por SMS ou um Pix para "liberar" saques. Não compartilhe esses dados com ninguém.',
        en: 'Sika will never call you to ask for your bank password, SMS codes or a Pix to "release" a withdrawal. Do not share them with anyone.',
      },
      url: '/me/faq',
      publishedAt: ago(30),
    },
    {
      img: '/content/notices/megaphone-v1.svg',
      title: { pt: 'Confira as suas rodadas', en: 'Check your rounds' },
      content: {
        pt: 'Cada rodada tem as suas sementes: no Histórico de jogos você confere que o resultado foi sorteado antes da sua aposta e não mudou.',
        en: 'Every round has its seeds: in Game records you can check that its result was drawn before your bet and never changed.',
      },
      url: '/me/game-records',
      publishedAt: ago(48),
    },
  ];
}

export const brazilPages: NewPage[] = [
  {
    type: H5_PAGE.ABOUT_US,
    title: { pt: 'Quem somos', en: 'About us' },
    body: {
      pt: `<h2>Sika: jogue, ganhe e saque por Pix</h2>
<p>A Sika é um cassino on-line para jogadores no Brasil. Deposite e saque em reais por Pix, a partir de R$ 10,00.</p>
<p>Todo resultado pode ser verificado: confira qualquer rodada com as sementes publicadas.</p>
<p>A Sika é operada pela Sika Gaming Brasil Ltda. (demo), autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda (Lei 14.790/2023). Proibido para menores de 18 anos.</p>`,
      en: `<h2>Sika: play, win, cash out by Pix</h2>
<p>Sika is an online casino for players in Brazil. Deposit and withdraw in reais by Pix, from R$ 10.00.</p>
<p>Sika is operated by Sika Gaming Brasil Ltda. (demo), authorised under Law 14.790/2023. Only players aged 18 and over may register.</p>`,
    },
  },
  {
    type: H5_PAGE.HOW_TO_PLAY,
    title: { pt: 'Como jogar', en: 'How to play' },
    body: {
      pt: `<ol>
<li><b>Cadastre-se</b> com o seu celular e uma senha.</li>
<li><b>Deposite</b> a partir de R$ 10,00: escolha o valor, copie o código Pix copia e cola (ou leia o QR code) e pague no app do seu banco.</li>
<li><b>Jogue</b> qualquer jogo; toda rodada pode ser verificada.</li>
<li><b>Saque</b> a partir de R$ 20,00 para a chave Pix cadastrada com o seu CPF, em Sacar.</li>
</ol>`,
      en: `<ol>
<li><b>Register</b> with your mobile number and a password.</li>
<li><b>Deposit</b> from R$ 10.00: pick the amount, copy the Pix code (or scan the QR code) and pay in your bank’s app.</li>
<li><b>Play</b> any game; every round can be verified.</li>
<li><b>Withdraw</b> from R$ 20.00 to the Pix key registered with your CPF.</li>
</ol>`,
    },
  },
  {
    type: H5_PAGE.TERMS,
    title: { pt: 'Termos e condições', en: 'Terms and conditions' },
    body: {
      pt: `<p>Ao se cadastrar, você confirma que tem 18 anos ou mais, mora no Brasil e é o titular do celular informado. Uma conta por CPF.</p>
<p>A Sika não oferece bônus nem vantagens para apostar (Lei 14.790/2023, art. 29).</p>
<p>Os saques são pagos somente por Pix, na chave do titular da conta cadastrada com o CPF.</p>`,
      en: `<p>By registering you confirm that you are 18 or older, live in Brazil and hold the mobile number you register with. One account per CPF.</p>
<p>Sika offers no bonus or other advantage for betting (Law 14.790/2023, art. 29).</p>
<p>Withdrawals are paid only by Pix, to the account holder’s key registered with the CPF.</p>`,
    },
  },
  {
    type: H5_PAGE.PRIVACY,
    title: { pt: 'Privacidade', en: 'Privacy' },
    body: {
      pt: `<p>Guardamos o seu celular, os seus dados de identificação (o CPF aparece sempre mascarado) e as suas transações para manter a conta, pagar você e cumprir a Lei Geral de Proteção de Dados (Lei 13.709/2018). Nunca vendemos os seus dados.</p>`,
      en: `<p>We keep your mobile number, identity details (the CPF is always shown masked) and transactions to run your account, pay you and comply with Brazil’s data protection law (LGPD, Law 13.709/2018). We never sell your data.</p>`,
    },
  },
  {
    type: H5_PAGE.RESPONSIBLE_GAMING,
    title: { pt: 'Jogo responsável', en: 'Responsible gaming' },
    body: {
      pt: `<p>Jogue por diversão, nunca para pagar contas ou recuperar perdas. Defina um orçamento antes de começar.</p>
<p>Precisa de uma pausa? Em Eu › Configurações › Autoexclusão você bloqueia a conta de 1 dia a 1 ano, ou para sempre. O bloqueio começa na hora e não pode ser desfeito antes do prazo.</p>
<p>Se o jogo está prejudicando você ou a sua família, converse com alguém de confiança ou procure o CVV (ligue 188).</p>`,
      en: `<p>Play for fun, never to pay bills or win back losses. Set yourself a budget before you start.</p>
<p>Need a break? Under Me › Settings › Self-exclusion you can lock your account for 1 day up to 1 year, or for good.</p>`,
    },
  },
  {
    type: H5_PAGE.INSTALL_APP,
    title: { pt: 'Instale o app', en: 'Get the app' },
    body: {
      pt: `<p>A Sika funciona no navegador e se instala como um app: no Chrome, abra o menu (⋮) e toque em <b>Adicionar à tela inicial</b>. Usa menos dados que um download e se atualiza sozinha.</p>`,
      en: `<p>Sika works in your browser and installs like an app: in Chrome, open the menu (⋮) and tap <b>Add to Home screen</b>.</p>`,
    },
  },
];

export const brazilFaq: NewFaqEntry[] = [
  {
    question: { pt: 'Como faço um depósito?', en: 'How do I deposit?' },
    answer: {
      pt: 'Toque em Depositar, escolha o valor (a partir de R$ 10,00) e toque em Pagar. Copie o código Pix copia e cola ou leia o QR code no app do seu banco e confirme o pagamento. O saldo é creditado assim que o Pix chega.',
      en: 'Tap Deposit, pick an amount (from R$ 10.00) and tap Pay. Copy the Pix code or scan the QR code in your bank’s app and confirm. Your balance is credited as soon as the Pix arrives.',
    },
  },
  {
    question: {
      pt: 'Paguei o Pix mas o saldo não mudou',
      en: 'I paid the Pix but my balance did not change',
    },
    answer: {
      pt: 'A maioria dos Pix chega em segundos. Se o seu não chegou em 10 minutos, abra Registros de depósito e envie-nos o comprovante do seu banco (com o ID da transação, começando por E).',
      en: 'Most Pix payments arrive within seconds. If yours has not after 10 minutes, open Deposit Records and send us your bank’s receipt (with the transaction ID starting with E).',
    },
  },
  {
    question: { pt: 'Como faço um saque?', en: 'How do I withdraw?' },
    answer: {
      pt: 'Toque em Sacar, informe o valor (R$ 20,00 a R$ 5.000,00) e confirme. O dinheiro vai por Pix para a chave cadastrada junto com o seu CPF, normalmente em poucos minutos.',
      en: 'Tap Withdraw, enter the amount (R$ 20.00 to R$ 5,000.00) and confirm. The money goes by Pix to the key registered with your CPF, usually within minutes.',
    },
  },
  {
    question: {
      pt: 'Por que preciso informar CPF e chave Pix?',
      en: 'Why do I need to give my CPF and a Pix key?',
    },
    answer: {
      pt: 'A lei exige identificar quem recebe prêmios, e a chave Pix cadastrada com o CPF garante que o saque vai só para você. A chave pode ser o seu CPF, celular (+55), e-mail ou chave aleatória.',
      en: 'The law requires identifying who receives prizes, and the Pix key registered with the CPF makes sure withdrawals reach you only. The key may be your CPF, mobile (+55), e-mail or random key.',
    },
  },
  {
    question: { pt: 'Tenho de pagar imposto sobre os prêmios?', en: 'Do I pay tax on my winnings?' },
    answer: {
      pt: 'A Sika não retém imposto. Pela Lei 14.790/2023, os prêmios líquidos do ano acima da faixa de isenção do IRPF pagam 15% de Imposto de Renda, declarados por você na declaração anual.',
      en: 'Sika withholds nothing. Under Law 14.790/2023, the year’s net prizes above the IRPF exemption band are taxed at 15%, declared by you in the annual return.',
    },
  },
  {
    question: { pt: 'Esqueci a minha senha', en: 'I forgot my password' },
    answer: {
      pt: 'Na tela de entrada, toque em Esqueci a senha, informe o seu celular e o código por SMS e escolha uma nova senha de 6 a 20 caracteres.',
      en: 'On the login page tap Forgot password, enter your number and the SMS code, and choose a new password of 6 to 20 characters.',
    },
  },
  {
    question: { pt: 'Como faço uma pausa?', en: 'How do I take a break?' },
    answer: {
      pt: 'Vá em Eu › Configurações › Autoexclusão e escolha de 1 dia a 1 ano, ou permanente. Você sai da conta na hora e só pode entrar de novo ao fim do prazo.',
      en: 'Go to Me › Settings › Self-exclusion and choose 1 day to 1 year, or permanent. You are logged out at once.',
    },
  },
];

/** Brazil offers no reward activity and no lucky refund (decision 022): no rules to show for them. */
export const brazilRules: NewRule[] = [];
