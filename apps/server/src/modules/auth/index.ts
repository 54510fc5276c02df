export { verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { revokePlayerSessions } from './session-repository.ts';
export { outboxSmsGateway, type SmsGateway } from './sms-gateway.ts';
