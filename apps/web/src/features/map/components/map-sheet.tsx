import { type ListingSummary, MAP_SHARE_LIMIT } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingCard, useListingFormat } from '../../../entities/listing/index.ts'
import styles from './map-sheet.module.css'

interface MapSheetProps {
  heading: string
  /** Under the heading: a hint, an empty or error state. */
  note?: ReactNode
  /** The note is shown with the list closed too (nothing to list, or listing failed); otherwise only with it open. */
  noteWhenClosed?: boolean
  items: readonly ListingSummary[]
  expanded: boolean
  onExpanded: (expanded: boolean) => void
  selection: readonly string[]
  onToggle: (mlNum: string) => void
  onSelectAll: () => void
  onClearSelection: () => void
  onShare: () => void
  sharing?: boolean
  /** Shared selections are read-only: no checkboxes. */
  readOnly?: boolean
  busy?: boolean
  /** Extra actions beside the heading (clear the drawn area, leave a shared selection). */
  actions?: ReactNode
  /** Above the tab bar: room for its raised centre button. */
  tab?: boolean
}

/**
 * The sheet over the bottom of the map: how many listings the map shows, and their cards (at most 70 % of the
 * height when open). Cards carry a checkbox; Select all takes the first MAP_SHARE_LIMIT; Share sends the selection.
 */
export function MapSheet(props: MapSheetProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const id = useId()
  const { items, selection, expanded, readOnly } = props
  const selectable = !readOnly && items.length > 0

  return (
    <section
      className={props.tab ? styles.sheetTab : styles.sheet}
      data-map-overlay=""
      aria-labelledby={`${id}-heading`}
      data-expanded={expanded}
    >
      <button
        type="button"
        className={styles.handle}
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-label={expanded ? t('ui.map.sheet.collapse') : t('ui.map.sheet.expand')}
        onClick={() => props.onExpanded(!expanded)}
      >
        <span className={styles.grip} aria-hidden="true" />
      </button>
      <header className={styles.header}>
        <h2 id={`${id}-heading`} className={styles.heading} aria-live="polite" aria-busy={props.busy ?? false}>
          {props.heading}
        </h2>
        {props.actions}
      </header>
      {selectable ? (
        <div className={styles.toolbar} role="toolbar" aria-label={t('ui.map.share.button')}>
          <Button size="small" fill="outline" shape="rounded" onClick={props.onSelectAll}>
            {t('ui.map.select.all')}
          </Button>
          <span className={styles.count} aria-live="polite">
            {t('ui.map.select.count', { count: selection.length, limit: MAP_SHARE_LIMIT })}
          </span>
          {selection.length > 0 ? (
            <Button size="small" fill="none" onClick={props.onClearSelection}>
              {t('ui.map.select.clear')}
            </Button>
          ) : null}
          <Button
            size="small"
            color="primary"
            shape="rounded"
            disabled={selection.length === 0}
            loading={props.sharing}
            aria-label={t('ui.map.share.buttonLabel', { count: selection.length })}
            onClick={props.onShare}
          >
            {t('ui.map.share.button')}
          </Button>
        </div>
      ) : null}
      {props.note && props.noteWhenClosed ? <div className={styles.noteBar}>{props.note}</div> : null}
      <div id={`${id}-list`} className={styles.body} hidden={!expanded}>
        {props.note && !props.noteWhenClosed ? <div className={styles.note}>{props.note}</div> : null}
        {items.length > 0 ? (
          <ul className={styles.grid} aria-label={props.heading}>
            {items.map((listing) => {
              const checked = selection.includes(listing.mlNum)
              return (
                <li key={listing.mlNum} className={styles.item} data-mlnum={listing.mlNum}>
                  {/* Choosing homes to share is what the sheet is for: the box takes the card's corner. */}
                  <ListingCard
                    listing={listing}
                    action={
                      readOnly ? undefined : (
                        <label className={styles.check}>
                          <input
                            type="checkbox"
                            checked={checked}
                            onChange={() => props.onToggle(listing.mlNum)}
                            aria-label={t('ui.map.select.one', { address: format.address(listing) })}
                          />
                          <span className={styles.box} aria-hidden="true" />
                        </label>
                      )
                    }
                  />
                </li>
              )
            })}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
