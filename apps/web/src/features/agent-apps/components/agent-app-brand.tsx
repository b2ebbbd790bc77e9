import { normaliseHexColour, readableTextOn } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { appAgentOf } from '../../../shared/agent-app/agent-app-store.ts'
import type { AppIdInfo } from '../../../shared/storage/storage-keys.ts'
import styles from './agent-app-brand.module.css'

/**
 * The agent's brand at the top of their app: icon, app name and the agent, on the app's colour (its text in the
 * colour that reads on it), and the app's advertising picture when it has one.
 */
export function AgentAppBrand({ app }: { app: AppIdInfo }) {
  const { t } = useTranslation()
  const vo = app.appInfoVo ?? {}
  const colour = normaliseHexColour(typeof vo.themeColor === 'string' ? vo.themeColor : null)
  const agent = appAgentOf(app)
  const name = app.appname ?? ''
  return (
    <div className={styles.brand}>
      <div className={styles.bar} style={{ background: colour, color: readableTextOn(colour) }}>
        {app.applogo ? <img className={styles.icon} src={app.applogo} alt="" width={40} height={40} /> : null}
        <div className={styles.text}>
          <p className={styles.name}>{name}</p>
          {agent ? <p className={styles.agent}>{t('ui.agentApp.brand.agent', { name: agent.name })}</p> : null}
        </div>
      </div>
      {app.avatar ? (
        <img className={styles.adv} src={app.avatar} alt={t('ui.agentApp.brand.adv', { appName: name })} />
      ) : null}
    </div>
  )
}
