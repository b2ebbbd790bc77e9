import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ComparePlacement, CompareTarget } from '../../../shared/ui/compare-slot.ts'
import { CompareIcon } from '../../../shared/ui/icons.tsx'
import { useCompareBasket } from '../use-compare-basket.ts'
import styles from './compare.module.css'

/**
 * Adds a home to the compare basket or takes it out: a small pressed/unpressed control in a card's footer, a
 * full-width button in a detail's next step. It never opens the listing.
 */
export function CompareToggle({ target, placement }: { target: CompareTarget; placement: ComparePlacement }) {
  const { t } = useTranslation()
  const basket = useCompareBasket()
  const on = basket.has(target.mlNum)
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    basket.toggle(target.mlNum)
  }

  if (placement === 'detail') {
    return (
      <button type="button" className={styles.detailToggle} aria-pressed={on} onClick={onClick}>
        <CompareIcon size={20} />
        <span>{t(on ? 'compare.toggle.detailRemove' : 'compare.toggle.detailAdd')}</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      className={styles.cardToggle}
      aria-pressed={on}
      aria-label={t(on ? 'compare.toggle.removeNamed' : 'compare.toggle.addNamed', { address: target.address })}
      data-compare={target.mlNum}
      onClick={onClick}
    >
      <CompareIcon size={16} />
      <span aria-hidden="true">{t(on ? 'compare.toggle.added' : 'compare.toggle.add')}</span>
    </button>
  )
}
