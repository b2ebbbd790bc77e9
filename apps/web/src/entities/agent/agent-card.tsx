import type { AgentSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFavouriteSlot } from '../../shared/ui/favourite-slot.ts'
import styles from './agent-card.module.css'
import { agentDetailHref } from './agent-paths.ts'

/**
 * One agent in a list: photo, name, brokerage, rating, transactions, experience and languages. The list around it
 * gives the list item, so favourites and search results can hold the same card.
 */
export function AgentCard({ agent }: { agent: AgentSummary }) {
  const { t } = useTranslation()
  const heart = useFavouriteSlot({ type: 'agent', id: agent.id, name: agent.name }, 'card')
  return (
    <div className={styles.frame}>
      <Link className={styles.card} to={agentDetailHref(agent.id)}>
        <img className={styles.avatar} src={agent.avatar} alt={t('agent.detail.avatarAlt', { name: agent.name })} />
        <div className={styles.cardBody}>
          <h2 className={styles.name}>{agent.name}</h2>
          <p className={styles.company}>{agent.companyName || agent.practiceName}</p>
          <p className={styles.stats}>
            <span className={styles.rating}>★ {t('agent.card.rating', { rating: agent.rating.toFixed(1) })}</span>
            <span>{t('agent.card.transactions', { count: agent.transactionsCount })}</span>
            {agent.experience > 0 ? <span>{t('agent.card.experience', { count: agent.experience })}</span> : null}
          </p>
          <ul className={styles.chips} aria-label={t('agent.detail.languages')}>
            {agent.languages.map((l) => (
              <li key={l} className={styles.chip}>
                {t(`agent.language.${l}`)}
              </li>
            ))}
          </ul>
        </div>
      </Link>
      {heart ? <div className={styles.action}>{heart}</div> : null}
    </div>
  )
}
