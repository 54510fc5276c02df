import type { NewFaqEntry } from '../seed-repository.ts';

/** /me/faq: what Ghanaian players ask support most, in the three languages. */
export const demoFaq: NewFaqEntry[] = [
  {
    question: { en: 'How do I deposit?', fr: 'Comment déposer ?', pt: 'Como deposito?' },
    answer: {
      en: 'Tap Deposit, pick an amount (from ₵1.00) and your network (MTN MoMo, AirtelTigo Money or Telecel Cash), then approve the prompt that appears on your phone with your MoMo PIN.',
      fr: 'Touchez Dépôt, choisissez un montant (dès 1,00 ₵) et votre réseau (MTN MoMo, AirtelTigo Money ou Telecel Cash), puis validez la demande sur votre téléphone avec votre code MoMo.',
      pt: 'Toque em Depositar, escolha um valor (a partir de ₵1,00) e a rede (MTN MoMo, AirtelTigo Money ou Telecel Cash) e aprove o pedido no telemóvel com o PIN MoMo.',
    },
  },
  {
    question: {
      en: 'My MoMo was debited but my balance did not change',
      fr: 'Mon MoMo a été débité mais mon solde n’a pas changé',
      pt: 'O MoMo foi debitado mas o saldo não mudou',
    },
    answer: {
      en: 'Most deposits arrive within a minute. If yours has not after 10 minutes, open Deposit Records and send us the transaction ID from your MoMo SMS on WhatsApp: we check it with the network.',
      fr: 'La plupart des dépôts arrivent en une minute. Sinon après 10 minutes, ouvrez l’historique des dépôts et envoyez-nous sur WhatsApp l’identifiant de transaction de votre SMS MoMo.',
      pt: 'A maioria dos depósitos chega num minuto. Se após 10 minutos não chegou, abra os Depósitos e envie-nos no WhatsApp o ID da transação do SMS MoMo.',
    },
  },
  {
    question: { en: 'How do I withdraw?', fr: 'Comment retirer ?', pt: 'Como levanto?' },
    answer: {
      en: 'Tap Withdraw, enter the amount (₵5.00 to ₵10,000.00) and confirm. The money goes to your registered mobile money number, usually within 5 minutes.',
      fr: 'Touchez Retrait, saisissez le montant (de 5,00 ₵ à 10 000,00 ₵) et confirmez. L’argent part sur votre numéro mobile money enregistré, en général sous 5 minutes.',
      pt: 'Toque em Levantar, indique o valor (₵5,00 a ₵10.000,00) e confirme. O dinheiro vai para o seu número mobile money registado, normalmente em 5 minutos.',
    },
  },
  {
    question: {
      en: 'Why is tax deducted from my withdrawal?',
      fr: 'Pourquoi une taxe sur mon retrait ?',
      pt: 'Porque é descontado imposto?',
    },
    answer: {
      en: 'Ghana taxes gaming winnings at 10%. We deduct it from the winnings part of your withdrawal and pay it to the Ghana Revenue Authority; the amount is shown before you confirm.',
      fr: 'Le Ghana taxe les gains de jeu à 10 %. Nous la déduisons de la part de gains du retrait et la versons à la Ghana Revenue Authority ; le montant s’affiche avant confirmation.',
      pt: 'O Gana tributa os ganhos de jogo em 10%. Descontamos da parte de ganhos do levantamento e pagamos à Ghana Revenue Authority; o valor aparece antes de confirmar.',
    },
  },
  {
    question: {
      en: 'What are coins and diamonds?',
      fr: 'Que sont les pièces et les diamants ?',
      pt: 'O que são moedas e diamantes?',
    },
    answer: {
      en: 'Coins are bonus money from promotions: play them through to turn them into cash. Diamonds are earned with tasks and can be spun or exchanged for cash (100 diamonds = ₵1.00).',
      fr: 'Les pièces sont l’argent bonus des promotions : misez-les pour les transformer en argent réel. Les diamants se gagnent avec les missions et s’échangent (100 diamants = 1,00 ₵).',
      pt: 'As moedas são dinheiro de bónus: aposte-as para as transformar em dinheiro. Os diamantes ganham-se com tarefas e trocam-se por dinheiro (100 diamantes = ₵1,00).',
    },
  },
  {
    question: {
      en: 'I forgot my password',
      fr: 'J’ai oublié mon mot de passe',
      pt: 'Esqueci a palavra-passe',
    },
    answer: {
      en: 'On the login page tap Forgot password, enter your number and the SMS code, and choose a new password of 6 to 20 characters.',
      fr: 'Sur la page de connexion, touchez Mot de passe oublié, saisissez votre numéro et le code SMS, puis un nouveau mot de passe de 6 à 20 caractères.',
      pt: 'Na página de entrada toque em Esqueci a palavra-passe, indique o número e o código SMS e escolha uma nova de 6 a 20 caracteres.',
    },
  },
  {
    question: { en: 'Are the games fair?', fr: 'Les jeux sont-ils équitables ?', pt: 'Os jogos são justos?' },
    answer: {
      en: 'Yes. Every result comes from a server seed committed before you play and your own client seed, so you can verify any round after the seed is revealed.',
      fr: 'Oui. Chaque résultat vient d’une graine serveur engagée avant la partie et de votre graine client : vous pouvez vérifier toute partie une fois la graine révélée.',
      pt: 'Sim. Cada resultado vem de uma semente do servidor fixada antes de jogar e da sua semente, por isso pode verificar qualquer jogada depois de revelada.',
    },
  },
  {
    question: { en: 'How do I take a break?', fr: 'Comment faire une pause ?', pt: 'Como faço uma pausa?' },
    answer: {
      en: 'Go to Me › Settings › Self-exclusion and choose 1 day to 1 year, or permanent. You are logged out at once and cannot log in until the period ends.',
      fr: 'Allez dans Moi › Paramètres › Auto-exclusion et choisissez de 1 jour à 1 an, ou définitif. Vous êtes déconnecté aussitôt et ne pouvez plus vous connecter avant la fin.',
      pt: 'Vá a Eu › Definições › Autoexclusão e escolha de 1 dia a 1 ano, ou permanente. Sai da conta de imediato e não pode entrar até ao fim do período.',
    },
  },
];
