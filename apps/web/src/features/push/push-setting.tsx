import { List, Switch, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionUser } from '../../shared/session/use-session.ts'
import { disablePush, enablePush, type PushState, pushState } from './push-device.ts'

const DESCRIPTION = {
  unsupported: 'ui.push.setting.unsupported',
  denied: 'ui.push.setting.denied',
  off: 'ui.push.setting.why',
  on: 'ui.push.setting.why',
} as const

/** Settings: notifications on this device, with why they are useful and what to do when the browser blocks them. */
export function PushSetting() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const [state, setState] = useState<PushState | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    void pushState().then((s) => live && setState(s))
    return () => {
      live = false
    }
  }, [])

  if (!user || state === null) return null
  const toggle = async (on: boolean) => {
    setBusy(true)
    try {
      setState(on ? await enablePush(user.userId) : await disablePush())
    } catch {
      Toast.show({ content: t('ui.push.setting.failed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <List.Item
      description={t(DESCRIPTION[state])}
      extra={
        <Switch
          checked={state === 'on'}
          loading={busy}
          disabled={state === 'unsupported' || state === 'denied'}
          onChange={(on) => void toggle(on)}
          aria-label={t('ui.push.setting.title')}
        />
      }
    >
      {t('ui.push.setting.title')}
    </List.Item>
  )
}
