/**
 * The public surface of modules/auth (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { accountRoutes } from './account.routes.ts'
export { findAdminByUsername } from './admins.repository.ts'
export { authRoutes } from './auth.routes.ts'
export { ensureAdmin } from './ensure-admin.ts'
export { deleteStaleResetTokens, newResetToken, storeResetToken } from './password-reset-tokens.repository.ts'
export { passwordResetRoutes } from './password-reset.routes.ts'
export { resetAdminPassword } from './reset-admin-password.ts'
export { deleteExpiredSessions, findSessionAdmin } from './sessions.repository.ts'
