/** Condominium buildings: every listing at one street address by floor, with its facts and figures by year. */
export { BuildingScreen } from './building-screen.tsx'
