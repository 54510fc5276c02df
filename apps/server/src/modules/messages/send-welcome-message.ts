import type { ServerContext } from '../../context.ts';
import { sendMemberMessage } from './send-member-message.ts';

/**
 * The first message in a new player's inbox. Call it once, after the registration has committed (the auth
 * module's register path). Returns the message id. Errors: NOT_FOUND when the player does not exist.
 */
export function sendWelcomeMessage(
  ctx: Pick<ServerContext, 'db' | 'now'>,
  playerId: string,
): Promise<number> {
  return sendMemberMessage(ctx, {
    playerId,
    title: { en: 'Welcome to Sika!', fr: 'Bienvenue sur Sika !', pt: 'Bem-vindo à Sika!' },
    content: {
      en: 'Your account is ready. Make your first deposit from ₵1.00 with MTN MoMo, AirtelTigo Money or Telecel Cash; packages come with bonus coins. Questions? Our WhatsApp agents answer every day from 7am to 11pm. Play responsibly: 18+ only.',
      fr: 'Votre compte est prêt. Faites votre premier dépôt dès 1,00 ₵ avec MTN MoMo, AirtelTigo Money ou Telecel Cash ; les forfaits incluent des pièces bonus. Des questions ? Nos agents WhatsApp répondent tous les jours de 7 h à 23 h. Jouez de manière responsable : 18 ans et plus.',
      pt: 'A sua conta está pronta. Faça o primeiro depósito a partir de ₵1,00 com MTN MoMo, AirtelTigo Money ou Telecel Cash; os pacotes trazem moedas de bónus. Dúvidas? Os nossos agentes no WhatsApp respondem todos os dias das 7h às 23h. Jogue com responsabilidade: só maiores de 18.',
    },
    url: '/deposit',
  });
}
