/**
 * The back office's staff API (/api/admin/*, docs/back-office.md): staff accounts with roles, TOTP, sessions
 * that end when idle, an append-only hash-chained audit log written in each action's transaction, and the
 * operators' queues, which call the owning modules' use-cases through their index.ts.
 */

export { checkAuditChain } from './audit.ts';
export { ensureFirstAdmin } from './ensure-first-admin.ts';
export { adminRoutes } from './routes.ts';
export { serveAdminApp } from './serve-admin-app.ts';
