import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CompareIcon } from '../../../shared/ui/icons.tsx'
import { CART_PATH } from '../compare-paths.ts'
import { useCompareBasket } from '../use-compare-basket.ts'
import styles from './compare.module.css'

/**
 * The way to the basket while it holds homes: a pill over the bottom right of list and detail screens with the
 * basket count (the spec's cartNum badge). With one home it says that another is needed.
 */
export function CompareDock() {
  const { t } = useTranslation()
  const { items } = useCompareBasket()
  if (items.length === 0) return null
  const label = items.length === 1 ? t('compare.dock.one') : t('compare.dock.label', { count: items.length })
  return (
    <Link to={CART_PATH} className={styles.dock} aria-label={label}>
      <CompareIcon size={20} />
      <span aria-hidden="true">{t('compare.dock.open')}</span>
      <span className={styles.badge} aria-hidden="true">
        {items.length}
      </span>
    </Link>
  )
}
