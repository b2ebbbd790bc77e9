import { formatCount } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { MapRetryNote } from '../components/map-retry-note.tsx'
import styles from '../components/map-screen.module.css'
import type { DrawMode } from './use-draw-mode.ts'
import type { MapItems } from './use-map-items.ts'
import type { SharedListings } from './use-shared-listings.ts'

interface SheetSummary {
  heading: string
  /** Under the heading: a hint, an empty or error state. */
  note: ReactNode
  /**
   * The note says there is nothing to list or that listing failed: shown with the list closed too, where the heading
   * alone would leave the person without a way on.
   */
  noteWhenClosed: boolean
  busy: boolean
}

/**
 * The sheet's heading and note for what the map shows: the assistant's listings, a shared selection, a drawn area
 * or the view's listings, each while loading, found, empty or failed.
 */
export function useSheetSummary(
  shared: SharedListings,
  area: Pick<DrawMode, 'draw' | 'result' | 'error'>,
  shown: Pick<MapItems, 'clusters' | 'inView'>,
): SheetSummary {
  const { t } = useTranslation()
  const { draw, result: areaResult, error: areaError } = area
  const { clusters, inView } = shown
  const retry = () => void inView.refetch()
  // counts as the language writes them: 1,536
  const n = (count: number) => formatCount(count, currentLocale())
  if (shared.assistantItems) {
    return {
      heading: `${t('ui.chat.map.results')} · ${shared.assistantItems.length}`,
      note: null,
      noteWhenClosed: false,
      busy: false,
    }
  }
  if (shared.showing) {
    if (shared.items) {
      const n = shared.items.length
      return {
        heading: n === 1 ? t('ui.map.sheet.sharedOne') : t('ui.map.sheet.shared', { count: n }),
        note: null,
        noteWhenClosed: false,
        busy: false,
      }
    }
    if (shared.failed)
      return {
        heading: t('ui.map.shared.banner'),
        note: t('ui.map.shared.notFound'),
        noteWhenClosed: true,
        busy: false,
      }
    return { heading: t('ui.map.sheet.loading'), note: null, noteWhenClosed: false, busy: true }
  }
  if (draw.mode !== 'off') {
    if (draw.mode === 'drawing')
      return { heading: t('ui.map.draw.start'), note: null, noteWhenClosed: false, busy: false }
    if (areaResult) {
      const total = areaResult.total
      const heading = total === 1 ? t('ui.map.sheet.areaOne') : t('ui.map.sheet.area', { count: n(total) })
      if (total === 0) return { heading, note: t('ui.map.draw.none'), noteWhenClosed: true, busy: false }
      if (total > areaResult.items.length)
        return {
          heading,
          note: t('ui.map.sheet.showing', { shown: n(areaResult.items.length), total: n(total) }),
          noteWhenClosed: false,
          busy: false,
        }
      return { heading, note: null, noteWhenClosed: false, busy: false }
    }
    if (areaError) return { heading: t('ui.map.draw.failed'), note: null, noteWhenClosed: false, busy: false }
    return { heading: t('ui.map.draw.searching'), note: null, noteWhenClosed: false, busy: true }
  }
  if (clusters) {
    const heading =
      clusters.total === 1 ? t('ui.map.sheet.inViewOne') : t('ui.map.sheet.inView', { count: n(clusters.total) })
    let note: ReactNode = null
    const noteWhenClosed = inView.isError || clusters.total === 0
    if (inView.isError) note = <MapRetryNote onRetry={retry} />
    else if (clusters.total === 0)
      note = (
        <>
          <strong className={styles.noteTitle}>{t('ui.map.sheet.empty')}</strong>
          <span>{t('ui.map.sheet.emptyHint')}</span>
        </>
      )
    else if (clusters.listings.length === 0) note = t('ui.map.sheet.zoomToSee')
    else if (clusters.total > clusters.listings.length)
      note = t('ui.map.sheet.showing', { shown: n(clusters.listings.length), total: n(clusters.total) })
    return { heading, note, noteWhenClosed, busy: inView.busy }
  }
  if (inView.isError)
    return {
      heading: t('ui.map.sheet.failed'),
      note: <MapRetryNote onRetry={retry} headingSaysSo />,
      noteWhenClosed: true,
      busy: false,
    }
  return { heading: t('ui.map.sheet.loading'), note: null, noteWhenClosed: false, busy: true }
}
