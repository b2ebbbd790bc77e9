import type { FavouriteType } from '@maplenest/core'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { toLoginPath, useSessionUser, useSignedIn } from '../../../shared/session/index.ts'
import type { FavouritePlacement } from '../../../shared/ui/favourite-slot.ts'
import { HeartIcon } from '../../../shared/ui/icons.tsx'
import { confirmDialog } from '../../../shared/ui/overlays.ts'
import { useFavouriteIds } from '../api/favourite-ids.ts'
import { useToggleFavourite } from '../api/toggle-favourite.ts'
import { rememberPendingFavourite } from '../pending-favourite.ts'
import styles from './favourite-heart.module.css'

export interface FavouriteHeartProps {
  type: FavouriteType
  id: string
  placement: FavouritePlacement
  /** The item's name: where several hearts share a screen, each says which item it saves. */
  name?: string
}

/**
 * Saves or removes one item at once. A visitor is told why an account is needed and, if they agree, sent to sign in;
 * the favourite is made when they come back (see FavouriteResume). A 44 px target whatever the icon's size.
 */
export function FavouriteHeart({ type, id, placement, name }: FavouriteHeartProps) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const user = useSessionUser()
  const saved = useFavouriteIds(type).has(id)
  const toggle = useToggleFavourite()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()

  const askToSignIn = async () => {
    const agreed = await confirmDialog({
      title: t('favourite.signIn.title'),
      content: t('favourite.signIn.why'),
      confirmText: t('favourite.signIn.confirm'),
      cancelText: t('favourite.signIn.cancel'),
    })
    if (!agreed) return
    rememberPendingFavourite(type, id, Date.now())
    void navigate(toLoginPath(`${pathname}${search}`))
  }

  // a card's heart sits beside (or over) the card's link: its tap saves and never opens the item
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    if (!signedIn || !user) {
      void askToSignIn()
      return
    }
    toggle.mutate({ type, id, save: !saved, userId: user.userId })
  }

  return (
    <button
      type="button"
      className={placement === 'card' ? styles.card : styles.header}
      aria-pressed={saved}
      aria-label={
        name
          ? t(saved ? 'favourite.heart.removeNamed' : 'favourite.heart.addNamed', { name })
          : t(saved ? 'favourite.heart.remove' : 'favourite.heart.add')
      }
      data-favourite={`${type}:${id}`}
      onClick={onClick}
    >
      <HeartIcon size={placement === 'card' ? 20 : 22} filled={saved} />
    </button>
  )
}
