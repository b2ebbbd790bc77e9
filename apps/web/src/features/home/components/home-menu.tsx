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

/** The home menu tiles; More opens a sheet of the further tools. */
export function HomeMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [more, setMore] = useState(false)
  const moreSheet = useSheetMount(more)
  return (
    <nav className={styles.menu} aria-label={t('ui.home.menu')}>
      <ul className={styles.grid}>
        {HOME_MENU.map((item) => {
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
