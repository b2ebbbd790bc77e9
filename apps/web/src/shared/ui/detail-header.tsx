import { type ReactNode, useRef, useState } from 'react'
import { DetailCoverContext } from './detail-cover.ts'
import styles from './detail-header.module.css'
import { NavBar } from './nav-bar.tsx'
import { useCoveredBy } from './use-covered.ts'

export interface DetailHeaderProps {
  title: string
  /** The back button, or nothing. */
  left: ReactNode
  /** Share, and favourite once it exists; buttons take the header's round style. */
  right: ReactNode
  wide: boolean
  /** The page's content: its cover registers through the context this provides. */
  children: ReactNode
}

/**
 * The header of a detail screen: round buttons floating over the cover photo, turning into a solid white bar with the
 * title once the cover has scrolled under it. Sticky tabs below use `--mn-sticky-top`, the header's height.
 */
export function DetailHeader({ title, left, right, wide, children }: DetailHeaderProps) {
  const header = useRef<HTMLElement>(null)
  const [cover, setCover] = useState<Element | null>(null)
  const solid = useCoveredBy(cover, header)
  return (
    <DetailCoverContext value={setCover}>
      <header ref={header} className={solid ? styles.solid : styles.floating} data-solid={solid}>
        <NavBar className={wide ? styles.barFull : styles.bar} left={left} right={right}>
          <h1 className={solid ? styles.title : styles.titleHidden}>{title}</h1>
        </NavBar>
      </header>
      {children}
    </DetailCoverContext>
  )
}
