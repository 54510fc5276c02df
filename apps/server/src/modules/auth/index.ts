export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export { countOpenSessions, listPlayerDevices, listPlayerSessions } from './player-sessions.ts';
export { authRoutes } from './routes.ts';
export { revokePlayerSessions } from './session-repository.ts';
export { hashToken, newSessionToken } from './tokens.ts';
