import type { UserRecord } from '@maplenest/core'
import styles from '../account.module.css'

/** The first letter of a name (a Chinese name's first character), for a person without a photo. */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?'
}

/** A person's photo in a circle, or the first letter of their name on the brand colour. Decorative: the name is beside it. */
export function UserAvatar({ user, size, src }: { user: UserRecord; size: number; src?: string | null }) {
  const photo = src ?? user.avatar
  if (photo) return <img className={styles.avatar} src={photo} alt="" width={size} height={size} />
  return (
    <span
      className={styles.initials}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
      aria-hidden="true"
    >
      {initialOf(user.nickname || user.userName)}
    </span>
  )
}
