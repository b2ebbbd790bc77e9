import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HOME_MENU, type MenuItem } from '../menu-items.ts'
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

/** The home menu tiles; the ones without a destination are muted and say they are not available yet. */
export function HomeMenu() {
  const { t } = useTranslation()
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
                <span className={styles.muted} title={t('ui.home.menu.notAvailable')}>
                  <TileContent item={item} label={label} />
                  <span className={styles.srOnly}>{t('ui.home.menu.notAvailable')}</span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
