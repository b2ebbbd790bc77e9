import { List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { version } from '../../../../package.json'
import { SettingsScreen } from '../../../features/auth/index.ts'
import { PushSetting } from '../../../features/push/index.ts'

/** /pages/my/setup/setup (spec §2 Settings): language, notifications on this device, installing the app. */
export default function SetupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <SettingsScreen
      version={version}
      extra={
        <List header={t('ui.setup.device')}>
          <PushSetting />
          <List.Item
            arrow
            onClick={() => void navigate('/pages/my/public/addhome')}
            description={t('ui.setup.installWhy')}
          >
            {t('ui.setup.install')}
          </List.Item>
        </List>
      }
    />
  )
}
