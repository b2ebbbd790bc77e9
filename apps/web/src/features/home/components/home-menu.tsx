import { List } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { LazyPopup } from '../../../shared/ui/overlays.ts'
import { useSheetMount } from '../../../shared/ui/use-sheet-mount.ts'
import { HOME_MENU, type MenuItem, MORE_ITEMS } from '../menu-items.ts'
import styles from './home-menu.module.css'
import { MENU_GLYPHS } from './menu-icons.tsx'

function TileContent({ item, label }: { item: MenuItem; label: string }) {
  return (
    <>
      <span className={styles.icon} style={{ background: item.tint }}>
        {MENU_GLYPHS[item.glyph]}
      </span>
      <span>{label}</span>
    </>
  )
}

/** Where a tile leads: the Agent tile to `agentHref` when one is given. */
const tileOf = (item: MenuItem, agentHref: string | undefined): MenuItem =>
  item.glyph === 'agent' && agentHref !== undefined ? { ...item, to: agentHref } : item

/**
 * The home menu tiles; More opens a sheet of the further tools. `agentHref` sends the Agent tile elsewhere than the
 * directory (in an agent's app, to her page); null leaves the tile out.
 */
export function HomeMenu({ agentHref }: { agentHref?: string | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [more, setMore] = useState(false)
  const moreSheet = useSheetMount(more)
  const items = HOME_MENU.filter((item) => item.glyph !== 'agent' || agentHref !== null).map((item) =>
    tileOf(item, agentHref ?? undefined),
  )
  return (
    <nav className={styles.menu} aria-label={t('ui.home.menu')}>
      <ul className={styles.grid}>
        {items.map((item) => {
          const label = t(item.labelKey)
          return (
            <li key={item.glyph}>
              {item.to ? (
                <Link to={item.to} className={styles.tile}>
                  <TileContent item={item} label={label} />
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.tileButton}
                  aria-haspopup="dialog"
                  onClick={() => setMore(true)}
                >
                  <TileContent item={item} label={label} />
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {moreSheet.mount ? (
        <Suspense fallback={null}>
          <LazyPopup
            visible={moreSheet.show}
            onMaskClick={() => setMore(false)}
            onClose={() => setMore(false)}
            bodyClassName={styles.sheet}
          >
            <List header={t('ui.home.more.title')}>
              {MORE_ITEMS.map((item) => (
                <List.Item
                  key={item.to}
                  arrow
                  onClick={() => {
                    setMore(false)
                    void navigate(item.to)
                  }}
                >
                  {t(item.labelKey)}
                </List.Item>
              ))}
            </List>
          </LazyPopup>
        </Suspense>
      ) : null}
    </nav>
  )
}
