export { feedModule } from './feed-module.ts'
