import { useSelection } from '../select/use-selection.ts'
import { useShareSelection } from '../select/use-share-selection.ts'

/**
 * The listings picked on the map (at most MAP_SHARE_LIMIT), and sharing them as a link; `beforeSignIn` runs as a
 * visitor who shares leaves to sign in.
 */
export function useMapSelection(beforeSignIn?: () => void) {
  const { selection, toggle, selectAll, clear } = useSelection()
  const sharing = useShareSelection(selection, beforeSignIn)
  return {
    selection,
    toggle,
    selectAll,
    clear,
    share: () => void sharing.share(),
    /** A share is being made. */
    sharing: sharing.working,
    /** The link made, shown when it was copied or could not be shared. */
    link: sharing.link,
    closeLink: sharing.closeLink,
  }
}
