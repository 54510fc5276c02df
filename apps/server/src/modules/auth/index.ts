export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { revokePlayerSessions } from './session-repository.ts';
export { hashToken, newSessionToken } from './tokens.ts';
