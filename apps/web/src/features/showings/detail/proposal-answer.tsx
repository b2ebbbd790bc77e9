import type { MessageKey, Showing } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useAnswerShowing } from '../api/showing-writes.ts'
import { showFailure } from '../booking/failure-toast.ts'
import styles from '../showings.module.css'
import { useShowingText } from '../use-showing-text.ts'

/** The buyer's answer to another time the agent proposed: accept it (the showing is confirmed) or keep their own. */
export function ProposalAnswer({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const id = useId()
  const text = useShowingText()
  const answering = useAnswerShowing()

  const answer = async (choice: 'accept' | 'reject', done: MessageKey) => {
    try {
      await answering.mutateAsync({ id: showing.id, answer: choice })
      Toast.show({ content: t(done) })
    } catch (error) {
      showFailure(t, 'showing.failed.change', error)
    }
  }

  return (
    <section className={`${styles.section} ${styles.proposal}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.showings.proposal.title')}
      </h2>
      <p className={styles.paragraph}>{t('ui.showings.proposal.body', { when: text.proposedTime(showing) })}</p>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          loading={answering.isPending && answering.variables?.answer === 'accept'}
          onClick={() => void answer('accept', 'ui.showings.proposal.accepted')}
        >
          {t('ui.showings.proposal.accept')}
        </Button>
        <Button
          shape="rounded"
          loading={answering.isPending && answering.variables?.answer === 'reject'}
          onClick={() => void answer('reject', 'ui.showings.proposal.rejected')}
        >
          {t('ui.showings.proposal.reject')}
        </Button>
      </div>
    </section>
  )
}
