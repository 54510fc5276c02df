/**
 * Invitations and referral (issue 17; docs/decisions/021-invitations.md): share links and their clicks,
 * invitation tasks fed by the player-event outbox, rewards paid to the inviter through modules/rewards.
 */
export { invitationProgress } from './invite-consumer.ts';
export { seedInvitations } from './invite-settings.ts';
export { inviteRoutes } from './routes.ts';
