import type { MessageKey } from '@maplenest/core'
import { List } from 'antd-mobile'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
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
}

/** The Account tab's rows, in the order of spec §2 "My area", with the student's rentals after the appointments. */
const ACCOUNT_MENU: readonly MenuEntry[] = [
  { path: '/pages/my/appt/my-appt', label: 'ui.account.menu.appointments', Icon: CalendarIcon },
  { path: '/pages/my/reserve/my-reserve', label: 'ui.account.menu.reservations', Icon: KeyIcon },
  { path: '/pages/univ/my-demands', label: 'ui.account.menu.rentalDemands', Icon: SearchHomeIcon },
  { path: '/pages/my/contract/contract-list', label: 'ui.account.menu.contracts', Icon: DocumentIcon },
  { path: '/pages/collect/collect', label: 'ui.account.menu.favourites', Icon: HeartIcon },
  { path: '/pages/cart/cart', label: 'route.cart', Icon: CompareIcon },
  { path: '/pages/my/browse/browse-list', label: 'ui.account.menu.history', Icon: ClockIcon },
  { path: '/pages/my/calculate/calculate', label: 'ui.account.menu.calculator', Icon: CalculatorIcon },
  { path: '/pages/my/feedback/feedback-list', label: 'ui.account.menu.feedback', Icon: FeedbackIcon },
  { path: '/pages/my/faq/faq-list', label: 'ui.account.menu.faq', Icon: QuestionIcon },
  { path: '/pages/my/about/about-us', label: 'ui.account.menu.about', Icon: InfoIcon },
  { path: '/pages/my/public/app-log-list', label: 'ui.account.menu.appLog', Icon: ClockIcon },
  { path: '/pages/my/setup/setup', label: 'ui.account.menu.settings', Icon: GearIcon },
]

/** A broker's tools: their own app's settings, clients, dashboard, QR code and subscription, and students' demands. */
const AGENT_MENU: readonly MenuEntry[] = [
  { path: '/pages/my/appconfig/appconfig', label: 'ui.account.menu.myApp', Icon: GearIcon },
  { path: '/pages/my/user/user-list', label: 'ui.account.menu.myClients', Icon: InfoIcon },
  { path: '/pages/my/leads/leads', label: 'route.leads', Icon: FeedbackIcon },
  { path: '/pages/Subscribetotwo/dashboard', label: 'ui.account.menu.dashboard', Icon: CalculatorIcon },
  { path: '/pages/my/myqrcode/myqrcode', label: 'ui.account.menu.qrCode', Icon: DocumentIcon },
  { path: '/pages/univ/demand-list', label: 'ui.account.menu.studentDemands', Icon: StudentsIcon },
  { path: '/pages/Subscribetotwo/order', label: 'ui.account.menu.orders', Icon: CalendarIcon },
]

/** One list of links; screens that need sign-in ask for it themselves when opened. Brokers also get their app's tools. */
export function AccountMenu({ broker = false }: { broker?: boolean }) {
  const { t } = useTranslation()
  const entries = (list: readonly MenuEntry[]) => (
    <List mode="card">
      {list.map(({ path, label, Icon }) => (
        <Link key={path} to={path} className={styles.menuLink}>
          <List.Item prefix={<Icon size={22} />} arrowIcon>
            {t(label)}
          </List.Item>
        </Link>
      ))}
    </List>
  )
  return (
    <>
      {broker ? (
        <nav aria-label={t('ui.account.menu.agentTools')} className={styles.menu}>
          {entries(AGENT_MENU)}
        </nav>
      ) : null}
      <nav aria-label={t('ui.account.my.menu')} className={styles.menu}>
        {entries(
          broker
            ? ACCOUNT_MENU
            : [
                ...ACCOUNT_MENU,
                { path: '/pages/Subscribetotwo/index', label: 'route.subscribe-index', Icon: HeartIcon },
              ],
        )}
      </nav>
    </>
  )
}
