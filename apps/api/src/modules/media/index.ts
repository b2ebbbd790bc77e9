export { mediaModule } from './media-module.ts'
export { drawPhoto } from './media-svg.ts'
