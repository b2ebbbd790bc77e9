import styles from './actions.module.css'

/**
 * The room the registration actions take (their card, its title and three buttons), held while their code and words
 * are on the way: the project's tabs below them then stay where the first screen drew them.
 */
export function ActionsSpace() {
  return (
    <div className={`${styles.actions} ${styles.actionsSpace}`} aria-hidden="true">
      <span className={styles.spaceTitle} />
      <span className={styles.spaceButton} />
      <span className={styles.spaceButton} />
      <span className={styles.spaceButton} />
    </div>
  )
}
