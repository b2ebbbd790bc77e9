import styles from '../auth.module.css'

/** The server's answer to a submission that belongs to no single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  )
}
