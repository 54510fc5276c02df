export { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
export { countOpenSessions, listPlayerDevices, listPlayerSessions } from './player-sessions.ts';
export { type RegisterOptions, registerPlayer } from './register-player.ts';
export { authRoutes, setSessionCookie } from './routes.ts';
export { sendSmsCode } from './send-sms-code.ts';
export { revokePlayerSessions } from './session-repository.ts';
export { hashToken, newSessionToken } from './tokens.ts';
