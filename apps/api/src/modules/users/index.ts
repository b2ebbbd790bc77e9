export { createUsers, usersModule } from './users-module.ts'
export type { Account, NewAccount, UsersService } from './users-service.ts'
