import type { FavouriteItem } from '@maplenest/core'
import { agentDetailHref } from '../../../entities/agent/index.ts'
import { toDetailPath } from '../../../entities/listing/index.ts'
import { layoutPath, projectPath } from '../../../entities/project/index.ts'
import { toSchoolDetailPath } from '../../../entities/school/index.ts'

/** The detail screen of a favourite (the read-only share variant where there is one, on a share page). */
export function toFavouriteHref(item: FavouriteItem, share = false): string {
  switch (item.type) {
    case 'listing':
      return item.listing ? toDetailPath(item.listing, { share }) : '/'
    case 'precons':
      return projectPath(item.targetId, share)
    case 'layout':
      return layoutPath(item.targetId, share)
    case 'school':
      return toSchoolDetailPath(item.targetId)
    case 'agent':
      return agentDetailHref(item.targetId)
  }
}
