/** A pre-construction project as other screens show it: card, status, price, formats and the project paths. */

export { ProjectCard } from './project-card.tsx'
export { builderPath, layoutPath, PRECONS_PATHS, projectPath } from './project-paths.ts'
export { ProjectPrice } from './project-price.tsx'
export { ProjectStatusBadge } from './project-status-badge.tsx'
export { usePreconsFormat } from './use-precons-format.ts'
