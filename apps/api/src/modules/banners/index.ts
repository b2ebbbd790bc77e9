export { bannersModule } from './banners-module.ts'
export type { BannersService } from './banners-service.ts'
