import type { CodeChannel } from '@maplenest/core'
import { Tabs } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from '../auth.module.css'

/** E-mail or phone: which address the form asks for and where the code goes. */
export function ChannelTabs({ value, onChange }: { value: CodeChannel; onChange: (channel: CodeChannel) => void }) {
  const { t } = useTranslation()
  return (
    <Tabs
      className={styles.tabs}
      activeKey={value}
      onChange={(key) => onChange(key === 'sms' ? 'sms' : 'email')}
      stretch
    >
      <Tabs.Tab key="email" title={t('ui.account.channel.email')} />
      <Tabs.Tab key="sms" title={t('ui.account.channel.phone')} />
    </Tabs>
  )
}
