import { List, Switch } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { chooseCny, useShowCny } from '../../../shared/money/cny-preference.ts'
import { SettingsSection } from './settings-section.tsx'

/** "Also show prices in yuan (CNY)": on by default in Chinese, off in English, remembered on this device. */
export function PriceSettings() {
  const { t } = useTranslation()
  const showCny = useShowCny()
  return (
    <SettingsSection
      heading={t('ui.account.setup.prices')}
      rows={
        <List.Item
          description={t('ui.account.setup.showCnyHint')}
          extra={
            <Switch
              checked={showCny}
              onChange={(on) => void chooseCny(on)}
              aria-label={t('ui.account.setup.showCny')}
            />
          }
        >
          {t('ui.account.setup.showCny')}
        </List.Item>
      }
    />
  )
}
