import type { PreconsSummary } from '@maplenest/core'
import { ProjectCard } from '../../../entities/project/index.ts'
import { CardGrid } from '../../../shared/ui/card-grid.tsx'

/** Project cards: one column on phones, two (48 % wide, 4 % apart) from tablet width. */
export function PreconsGrid({
  items,
  share,
  label,
}: {
  items: readonly PreconsSummary[]
  share?: boolean
  label?: string
}) {
  return (
    <CardGrid items={items} keyOf={(project) => project.id} label={label}>
      {(project, index) => <ProjectCard project={project} share={share} priority={index === 0} />}
    </CardGrid>
  )
}
