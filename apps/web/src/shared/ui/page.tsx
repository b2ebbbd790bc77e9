import { type ReactNode, use, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useBrandName } from '../agent-app/agent-app-store.ts'
import { DetailHeader } from './detail-header.tsx'
import { type FavouriteTarget, useFavouriteSlot } from './favourite-slot.ts'
import { BackIcon, HeartIcon, ShareIcon } from './icons.tsx'
import { NavBar } from './nav-bar.tsx'
import { showToast } from './overlays.ts'
import styles from './page.module.css'
import { PageLayoutContext } from './page-layout.ts'

interface PageFavourite {
  active: boolean
  onToggle: () => void
}

export interface PageProps {
  title: string
  children: ReactNode
  /** Shows the back button (default true). */
  back?: boolean
  /** Detail pages: the bar floats over the cover with back, favourite and share buttons, and turns solid below it. */
  transparent?: boolean
  right?: ReactNode
  /** Content spans the whole window instead of the centred 1024 px column (default: what the route says). */
  fullWidth?: boolean
  /** Transparent variant: the favourite state; without it there is no favourite button (nothing to save to yet). */
  favourite?: PageFavourite
  /** Transparent variant: replaces the default share (Web Share API, else copy the link). */
  onShare?: () => void
  /** Transparent variant: the item the header's heart saves (the favourites feature fills the slot). */
  saveAs?: FavouriteTarget
}

/** A screen: white navigation bar with a centred title, and the content column below it. */
export function Page(props: PageProps) {
  const { title, children, back = true, transparent, right, fullWidth, favourite, onShare, saveAs } = props
  const { t } = useTranslation()
  const heart = useFavouriteSlot(transparent && !favourite ? saveAs : null, 'header')
  const layout = use(PageLayoutContext)
  const wide = fullWidth ?? layout.fullWidth
  const navigate = useNavigate()
  const brand = useBrandName()

  useEffect(() => {
    document.title = `${title} · ${brand ?? t('app.name')}`
  }, [title, brand, t])

  const goBack = () => {
    const state: unknown = window.history.state
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0
    if (idx > 0) navigate(-1)
    else navigate('/')
  }

  const share =
    onShare ?? (() => void shareCurrentPage(title, t('ui.shell.shareCopied'), t('ui.shell.shareUnavailable')))

  const backButton = back ? (
    <button type="button" className={styles.iconButton} onClick={goBack} aria-label={t('ui.shell.back')}>
      <BackIcon />
    </button>
  ) : null

  const detailButtons = transparent ? (
    <>
      {favourite ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={favourite.active ? t('ui.shell.unfavourite') : t('ui.shell.favourite')}
          aria-pressed={favourite.active}
          onClick={favourite.onToggle}
        >
          <HeartIcon size={22} filled={favourite.active} />
        </button>
      ) : (
        heart
      )}
      <button type="button" className={styles.iconButton} aria-label={t('ui.shell.share')} onClick={share}>
        <ShareIcon size={22} />
      </button>
    </>
  ) : null

  const main = (
    <main id="main" tabIndex={-1} className={wide ? styles.contentFull : styles.content}>
      {children}
    </main>
  )
  if (transparent) {
    return (
      <div className={styles.pageDetail}>
        <DetailHeader
          title={title}
          wide={wide}
          left={backButton}
          right={
            <>
              {right}
              {detailButtons}
            </>
          }
        >
          {main}
        </DetailHeader>
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <NavBar className={wide ? styles.barFull : styles.bar} left={backButton} right={right ?? null}>
          <h1 className={styles.title}>{title}</h1>
        </NavBar>
      </header>
      {main}
    </div>
  )
}

async function shareCurrentPage(title: string, copiedText: string, unavailableText: string): Promise<void> {
  const url = window.location.href
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
    } catch {
      // The person closed the share sheet.
    }
    return
  }
  try {
    await navigator.clipboard.writeText(url)
    showToast({ content: copiedText })
  } catch {
    showToast({ content: unavailableText })
  }
}
