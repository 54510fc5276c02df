import { H5_PAGE } from '@sika/contract';
import type { NewPage } from '../seed-repository.ts';

/** h5 pages in plain, script-free HTML. Company and licence details are demo values. */
export const demoPages: NewPage[] = [
  {
    type: H5_PAGE.ABOUT_US,
    title: { en: 'About us', fr: 'À propos', pt: 'Sobre nós' },
    body: {
      en: `<h2>Sika: play, win, cash out to MoMo</h2>
<p>Sika is an online casino and lottery made in Accra for players in Ghana. Deposit and withdraw in cedis with MTN MoMo, AirtelTigo Money and Telecel Cash; most withdrawals reach your phone within minutes.</p>
<p>Every game result is provably fair: you can check any round yourself with the published seeds.</p>
<p>Sika is operated by Sika Gaming Ltd (demo), licensed by the Gaming Commission of Ghana (licence GCG/DEMO/0000). Only players aged 18 and over may register.</p>`,
      fr: `<h2>Sika : jouez, gagnez, retirez sur MoMo</h2>
<p>Sika est un casino et une loterie en ligne conçus à Accra pour les joueurs du Ghana. Déposez et retirez en cedis avec MTN MoMo, AirtelTigo Money et Telecel Cash ; la plupart des retraits arrivent en quelques minutes.</p>
<p>Chaque résultat est vérifiable : vous pouvez contrôler n’importe quelle partie avec les graines publiées.</p>
<p>Sika est exploité par Sika Gaming Ltd (démo), agréé par la Gaming Commission of Ghana (licence GCG/DEMO/0000). Réservé aux 18 ans et plus.</p>`,
      pt: `<h2>Sika: jogue, ganhe, levante para o MoMo</h2>
<p>A Sika é um casino e lotaria online feitos em Acra para jogadores do Gana. Deposite e levante em cedis com MTN MoMo, AirtelTigo Money e Telecel Cash; a maioria dos levantamentos chega em minutos.</p>
<p>Todos os resultados são comprovadamente justos: pode verificar qualquer jogada com as sementes publicadas.</p>
<p>A Sika é operada pela Sika Gaming Ltd (demo), licenciada pela Gaming Commission of Ghana (licença GCG/DEMO/0000). Apenas maiores de 18 anos.</p>`,
    },
  },
  {
    type: H5_PAGE.HOW_TO_PLAY,
    title: { en: 'How to play', fr: 'Comment jouer', pt: 'Como jogar' },
    body: {
      en: `<ol>
<li><b>Register</b> with your mobile number and the 6-digit code we send you by SMS.</li>
<li><b>Deposit</b> from ₵1.00: choose your network, enter the amount and approve the prompt on your phone.</li>
<li><b>Play</b>: pick a game in the lobby. Try the demo first if you like: demo money cannot be withdrawn.</li>
<li><b>Withdraw</b> from ₵5.00 to your registered MoMo number under Withdraw.</li>
</ol>
<p>Stuck? Our agents answer on WhatsApp every day from 7am to 11pm.</p>`,
      fr: `<ol>
<li><b>Inscrivez-vous</b> avec votre numéro et le code à 6 chiffres reçu par SMS.</li>
<li><b>Déposez</b> dès 1,00 ₵ : choisissez votre réseau, saisissez le montant et validez sur votre téléphone.</li>
<li><b>Jouez</b> : choisissez un jeu. Essayez la démo si vous voulez : l’argent de démo ne peut pas être retiré.</li>
<li><b>Retirez</b> dès 5,00 ₵ vers votre numéro MoMo enregistré, dans Retrait.</li>
</ol>
<p>Besoin d’aide ? Nos agents répondent sur WhatsApp tous les jours de 7 h à 23 h.</p>`,
      pt: `<ol>
<li><b>Registe-se</b> com o seu número e o código de 6 dígitos que enviamos por SMS.</li>
<li><b>Deposite</b> a partir de ₵1,00: escolha a rede, indique o valor e aprove no telemóvel.</li>
<li><b>Jogue</b>: escolha um jogo. Experimente a demo se quiser: o dinheiro de demo não pode ser levantado.</li>
<li><b>Levante</b> a partir de ₵5,00 para o seu número MoMo registado, em Levantar.</li>
</ol>
<p>Precisa de ajuda? Os nossos agentes respondem no WhatsApp todos os dias das 7h às 23h.</p>`,
    },
  },
  {
    type: H5_PAGE.TERMS,
    title: { en: 'Terms and conditions', fr: 'Conditions générales', pt: 'Termos e condições' },
    body: {
      en: `<p>By registering you confirm that you are 18 or older, live in Ghana and hold the mobile number you register with. One account per person.</p>
<p>Bonus money (coins) must be played through before it can be withdrawn; each promotion states its own rules.</p>
<p>Withdrawals are paid only to the mobile money number of the account holder. We may ask for your Ghana Card before paying out.</p>
<p>These terms are a demo text and are not a contract.</p>`,
      fr: `<p>En vous inscrivant, vous confirmez avoir 18 ans ou plus, résider au Ghana et être titulaire du numéro utilisé. Un compte par personne.</p>
<p>L’argent bonus (pièces) doit être misé avant de pouvoir être retiré ; chaque promotion a ses propres règles.</p>
<p>Les retraits sont versés uniquement sur le numéro mobile money du titulaire. Nous pouvons demander votre Ghana Card avant de payer.</p>
<p>Ces conditions sont un texte de démonstration et ne constituent pas un contrat.</p>`,
      pt: `<p>Ao registar-se confirma que tem 18 anos ou mais, vive no Gana e é titular do número com que se regista. Uma conta por pessoa.</p>
<p>O dinheiro de bónus (moedas) tem de ser apostado antes de poder ser levantado; cada promoção tem as suas regras.</p>
<p>Os levantamentos são pagos apenas para o número mobile money do titular. Podemos pedir o seu Ghana Card antes de pagar.</p>
<p>Estes termos são um texto de demonstração e não constituem um contrato.</p>`,
    },
  },
  {
    type: H5_PAGE.PRIVACY,
    title: { en: 'Privacy', fr: 'Confidentialité', pt: 'Privacidade' },
    body: {
      en: `<p>We keep your mobile number, identity details and transactions to run your account, pay you and meet our duties under Ghana’s Data Protection Act, 2012 (Act 843) and anti-money-laundering law.</p>
<p>We never sell your data. Payment providers receive only what a payment needs. Ask support to see or correct what we hold about you.</p>`,
      fr: `<p>Nous conservons votre numéro, votre identité et vos transactions pour gérer votre compte, vous payer et respecter la loi ghanéenne sur la protection des données, 2012 (Act 843), et la loi anti-blanchiment.</p>
<p>Nous ne vendons jamais vos données. Les prestataires de paiement ne reçoivent que le nécessaire. Demandez au support pour consulter ou corriger vos données.</p>`,
      pt: `<p>Guardamos o seu número, identidade e transações para gerir a conta, pagar-lhe e cumprir a Lei de Proteção de Dados do Gana, 2012 (Act 843), e a lei contra o branqueamento de capitais.</p>
<p>Nunca vendemos os seus dados. Os prestadores de pagamento recebem apenas o necessário. Peça ao apoio para ver ou corrigir os seus dados.</p>`,
    },
  },
  {
    type: H5_PAGE.RESPONSIBLE_GAMING,
    title: { en: 'Responsible gaming', fr: 'Jeu responsable', pt: 'Jogo responsável' },
    body: {
      en: `<p>Play for fun, never to pay bills or win back losses. Set yourself a budget before you start.</p>
<p>Need a break? Under Me › Settings › Self-exclusion you can lock your account for 1 day up to 1 year, or for good. The lock starts at once and cannot be lifted early.</p>
<p>If gambling is hurting you or your family, talk to someone you trust or call our hotline.</p>`,
      fr: `<p>Jouez pour le plaisir, jamais pour payer des factures ou vous refaire. Fixez-vous un budget avant de commencer.</p>
<p>Besoin d’une pause ? Dans Moi › Paramètres › Auto-exclusion, bloquez votre compte de 1 jour à 1 an, ou définitivement. Le blocage est immédiat et ne peut pas être levé avant la fin.</p>
<p>Si le jeu vous fait du tort, à vous ou à votre famille, parlez-en à un proche ou appelez notre ligne.</p>`,
      pt: `<p>Jogue por diversão, nunca para pagar contas ou recuperar perdas. Defina um orçamento antes de começar.</p>
<p>Precisa de uma pausa? Em Eu › Definições › Autoexclusão pode bloquear a conta de 1 dia a 1 ano, ou para sempre. O bloqueio começa de imediato e não pode ser levantado antes do fim.</p>
<p>Se o jogo o prejudica a si ou à sua família, fale com alguém de confiança ou ligue para a nossa linha.</p>`,
    },
  },
  {
    type: H5_PAGE.INSTALL_APP,
    title: { en: 'Get the app', fr: 'Installer l’application', pt: 'Instalar a app' },
    body: {
      en: `<p>Sika works in your browser and installs like an app: in Chrome, open the menu (⋮) and tap <b>Add to Home screen</b>. It uses less data than a download and updates itself.</p>
<p>This demo does not publish an Android package.</p>`,
      fr: `<p>Sika fonctionne dans le navigateur et s’installe comme une application : dans Chrome, ouvrez le menu (⋮) et touchez <b>Ajouter à l’écran d’accueil</b>. Moins de données qu’un téléchargement, mises à jour automatiques.</p>
<p>Cette démo ne publie pas de paquet Android.</p>`,
      pt: `<p>A Sika funciona no navegador e instala-se como uma app: no Chrome, abra o menu (⋮) e toque em <b>Adicionar ao ecrã principal</b>. Gasta menos dados do que um download e atualiza-se sozinha.</p>
<p>Esta demo não publica um pacote Android.</p>`,
    },
  },
];
