import type { MessageKey } from '@maplenest/core'
import { List } from 'antd-mobile'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSessionUser } from '../../../shared/session/index.ts'
import { CompareIcon, HeartIcon } from '../../../shared/ui/icons.tsx'
import styles from './account.module.css'
import {
  CalculatorIcon,
  CalendarIcon,
  ClockIcon,
  DocumentIcon,
  FeedbackIcon,
  GearIcon,
  InfoIcon,
  KeyIcon,
  QuestionIcon,
  SearchHomeIcon,
  StudentsIcon,
} from './menu-icons.tsx'

interface MenuEntry {
  path: string
  label: MessageKey
  Icon: ComponentType<{ size?: number }>
  /** Shown to agents (brokers) only. */
  agents?: true
}

/** The Account tab's rows, in the order of spec §2 "My area", with the student's rentals after the appointments. */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  { path: '/pages/my/appt/my-appt', label: 'ui.account.menu.appointments', Icon: CalendarIcon },
  { path: '/pages/my/reserve/my-reserve', label: 'ui.account.menu.reservations', Icon: KeyIcon },
  { path: '/pages/univ/my-demands', label: 'ui.account.menu.rentalDemands', Icon: SearchHomeIcon },
  { path: '/pages/univ/demand-list', label: 'ui.account.menu.studentDemands', Icon: StudentsIcon, agents: true },
  { path: '/pages/my/contract/contract-list', label: 'ui.account.menu.contracts', Icon: DocumentIcon },
  { path: '/pages/collect/collect', label: 'ui.account.menu.favourites', Icon: HeartIcon },
  { path: '/pages/cart/cart', label: 'route.cart', Icon: CompareIcon },
  { path: '/pages/my/browse/browse-list', label: 'ui.account.menu.history', Icon: ClockIcon },
  { path: '/pages/my/calculate/calculate', label: 'ui.account.menu.calculator', Icon: CalculatorIcon },
  { path: '/pages/my/feedback/feedback-list', label: 'ui.account.menu.feedback', Icon: FeedbackIcon },
  { path: '/pages/my/faq/faq-list', label: 'ui.account.menu.faq', Icon: QuestionIcon },
  { path: '/pages/my/about/about-us', label: 'ui.account.menu.about', Icon: InfoIcon },
  { path: '/pages/my/setup/setup', label: 'ui.account.menu.settings', Icon: GearIcon },
]

/** One list of links; screens that need sign-in ask for it themselves when opened. */
export function AccountMenu() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const agent = user !== null && (user.type === 'agent' || user.isBroker)
  return (
    <nav aria-label={t('ui.account.my.menu')} className={styles.menu}>
      <List mode="card">
        {ACCOUNT_MENU.filter((entry) => !entry.agents || agent).map(({ path, label, Icon }) => (
          <Link key={path} to={path} className={styles.menuLink}>
            <List.Item prefix={<Icon size={22} />} arrowIcon>
              {t(label)}
            </List.Item>
          </Link>
        ))}
      </List>
    </nav>
  )
}
