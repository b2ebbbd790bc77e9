export { authModule } from './auth-module.ts'
export type { AuthService } from './auth-service.ts'
export type { SessionsService } from './auth-sessions.ts'
export { sessionsModule } from './sessions-module.ts'
