import type { Showing } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../showings.module.css'

/** Who handles the showing and why (the listing's agent, the brokerage's, or our team), with a call link. */
export function HandlingAgent({ showing, agentView }: { showing: Showing; agentView: boolean }) {
  const { t } = useTranslation()
  const { agent } = showing
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>
        {t(agentView ? 'ui.showings.detail.handledBy' : 'ui.showings.detail.agent')}
      </h2>
      {agent ? (
        <>
          <div className={styles.agent}>
            {agent.avatar ? <img className={styles.agentPhoto} src={agent.avatar} alt="" /> : null}
            <div className={styles.rowBody}>
              <strong>{agent.name}</strong>
              <span className={styles.rowMeta}>{t(`showing.assignedBy.${showing.assignedBy}`)}</span>
            </div>
          </div>
          {agent.phone && !agentView ? (
            <div className={styles.agentLinks}>
              <a
                className={styles.agentLink}
                href={`tel:${agent.phone.replace(/[^\d+]/g, '')}`}
                aria-label={t('ui.showings.detail.callLabel', { name: agent.name, phone: agent.phone })}
              >
                {t('ui.showings.detail.call')}
              </a>
            </div>
          ) : null}
        </>
      ) : (
        <p className={styles.hint}>{t('ui.showings.detail.adminQueue')}</p>
      )}
    </section>
  )
}
