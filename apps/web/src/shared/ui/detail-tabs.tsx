import { type ReactNode, useId } from 'react'
import styles from './detail-tabs.module.css'
import { useTabListKeys } from './use-tab-list-keys.ts'

export interface DetailTab<K extends string> {
  key: K
  label: string
  content: ReactNode
}

export interface DetailTabsProps<K extends string> {
  tabs: readonly DetailTab<K>[]
  active: K
  onChange: (key: K) => void
  /** What the tab list is called, e.g. the listing's sections. */
  label: string
}

/** The sections of a detail screen as tabs (arrow keys move between them), the chosen one shown below. */
export function DetailTabs<K extends string>({ tabs, active, onChange, label }: DetailTabsProps<K>) {
  const id = useId()
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0]

  const { refs, onKeyDown } = useTabListKeys(
    tabs.map((tab) => tab.key),
    onChange,
  )

  return (
    <section className={styles.tabsSection}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === current?.key}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === current?.key ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${id}-${current.key}-panel`}
          aria-labelledby={`${id}-${current.key}-tab`}
          className={styles.tabPanel}
        >
          {current.content}
        </div>
      ) : null}
    </section>
  )
}
