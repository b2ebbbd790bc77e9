import { type ReactNode, useEffect } from 'react'
import { useSessionUser, useSignedIn } from '../../../shared/session/index.ts'
import { FavouriteSlotContext, type RenderFavourite } from '../../../shared/ui/favourite-slot.ts'
import { useReplayQueuedFavourites } from '../api/replay-queued-favourites.ts'
import { useToggleFavourite } from '../api/toggle-favourite.ts'
import { takePendingFavourite } from '../pending-favourite.ts'
import { FavouriteHeart } from './favourite-heart.tsx'

const render: RenderFavourite = (target, placement) => (
  <FavouriteHeart type={target.type} id={target.id} name={target.name} placement={placement} />
)

/**
 * Makes the favourite a visitor asked for once they are back signed in, and sends the ones changed offline when the
 * connection is back.
 */
function FavouriteResume() {
  const signedIn = useSignedIn()
  const user = useSessionUser()
  const { mutate } = useToggleFavourite()
  const userId = signedIn ? user?.userId : undefined
  useReplayQueuedFavourites(userId)
  useEffect(() => {
    if (!userId) return
    const pending = takePendingFavourite(Date.now())
    if (pending) mutate({ type: pending.type, id: pending.id, save: true, userId })
  }, [userId, mutate])
  return null
}

/** Fills the heart slot of cards and detail headers under it, and finishes a favourite begun before signing in. */
export function FavouriteHearts({ children }: { children: ReactNode }) {
  return (
    <FavouriteSlotContext value={render}>
      <FavouriteResume />
      {children}
    </FavouriteSlotContext>
  )
}
