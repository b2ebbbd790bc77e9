import type { ListingRoom } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './listing-detail.module.css'

/** The rooms the board lists: type, level, size in metres and features. */
export function RoomsTable({ rooms }: { rooms: readonly ListingRoom[] }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('ui.listing.detail.rooms')} titleId="listing-rooms">
      {rooms.length === 0 ? (
        <p className={styles.muted}>{t('ui.listing.detail.roomsEmpty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('ui.listing.detail.room.type')}</th>
                <th scope="col">{t('ui.listing.detail.room.level')}</th>
                <th scope="col">{t('ui.listing.detail.room.dimensions')}</th>
                <th scope="col">{t('ui.listing.detail.room.features')}</th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the board may list two rooms of the same type and level
                <tr key={i}>
                  <th scope="row">{room.type}</th>
                  <td>{room.level}</td>
                  <td className={styles.nowrap}>{room.dimensions ?? '—'}</td>
                  <td>{room.features ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
