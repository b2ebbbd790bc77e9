import type { Locale } from '@maplenest/core'
import { List, Radio, Switch } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseLanguage, followDeviceLanguage, readLanguagePreference } from './language-preference.ts'
import styles from './settings.module.css'
import { SettingsSection } from './settings-section.tsx'

/** English / 简体中文, applied at once and remembered, and 'Follow device language'. */
export function LanguageSettings() {
  const { t } = useTranslation()
  const [preference, setPreference] = useState(readLanguagePreference)

  return (
    <SettingsSection
      heading={t('ui.account.setup.language')}
      rows={
        <List.Item
          description={t('ui.account.setup.followDeviceHint')}
          extra={
            <Switch
              checked={preference.followDevice}
              onChange={(on) => setPreference(followDeviceLanguage(on))}
              aria-label={t('ui.account.setup.followDevice')}
            />
          }
        >
          {t('ui.account.setup.followDevice')}
        </List.Item>
      }
    >
      <Radio.Group value={preference.locale} onChange={(value) => setPreference(chooseLanguage(value as Locale))}>
        <List mode="card" className={styles.list}>
          <List.Item>
            <Radio value="en-GB" block className={styles.radio}>
              <span lang="en-GB">{t('ui.account.setup.english')}</span>
            </Radio>
          </List.Item>
          <List.Item>
            <Radio value="zh-Hans-CN" block className={styles.radio}>
              <span lang="zh-Hans-CN">{t('ui.account.setup.chinese')}</span>
            </Radio>
          </List.Item>
        </List>
      </Radio.Group>
    </SettingsSection>
  )
}
