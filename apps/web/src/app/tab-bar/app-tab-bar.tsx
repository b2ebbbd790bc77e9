import { CHAT_BUTTON_SIZE } from '@maplenest/core'
import { TabBar } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useUnreadAnswers } from '../../shared/storage/unread-answers.ts'
import { ChatIcon } from '../../shared/ui/icons.tsx'
import { useRouteEntry } from '../use-route-entry.ts'
import styles from './app-tab-bar.module.css'
import { CHAT_PATH, LEFT_TABS, RIGHT_TABS, type TabItem } from './tab-items.ts'

const CENTRE_KEY = 'chat'

/** Home, Map, the raised AI assistant button, Favs and Account. Each tab is a real link. */
export function AppTabBar() {
  const { t } = useTranslation()
  const active = useRouteEntry()?.tab ?? null
  const unread = useUnreadAnswers()

  const renderTab = ({ key, path, labelKey, Icon }: TabItem) => (
    <TabBar.Item
      key={key}
      title={
        <Link to={path} className={styles.link} aria-current={active === key ? 'page' : undefined}>
          <Icon size={24} />
          <span>{t(labelKey)}</span>
        </Link>
      }
    />
  )

  return (
    <nav className={styles.nav} aria-label={t('ui.shell.tabBar')}>
      <TabBar className={styles.tabBar} activeKey={active} safeArea>
        {LEFT_TABS.map(renderTab)}
        <TabBar.Item
          key={CENTRE_KEY}
          className={styles.centreItem}
          title={
            <Link
              to={CHAT_PATH}
              className={styles.centre}
              aria-label={
                unread > 0
                  ? `${t('ui.shell.tab.chat')}, ${t('ui.chat.unread', { count: unread })}`
                  : t('ui.shell.tab.chat')
              }
              style={{ width: CHAT_BUTTON_SIZE.width, height: CHAT_BUTTON_SIZE.height }}
            >
              <ChatIcon size={30} />
              {unread > 0 ? (
                <span className={styles.unread} aria-hidden="true" data-testid="chat-unread">
                  {unread}
                </span>
              ) : null}
            </Link>
          }
        />
        {RIGHT_TABS.map(renderTab)}
      </TabBar>
    </nav>
  )
}
