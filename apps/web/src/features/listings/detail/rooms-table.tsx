import type { ListingRoom } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useListingFormat } from '../../../entities/listing/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from './listing-detail.module.css'

/** The rooms the board lists: type, level, size in metres and features, named in the UI language. */
export function RoomsTable({ rooms }: { rooms: readonly ListingRoom[] }) {
  const { t } = useTranslation()
  const format = useListingFormat()
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
                  <th scope="row">{format.value('roomType', room.type)}</th>
                  <td>{format.value('roomLevel', room.level)}</td>
                  <td className={styles.nowrap}>{room.dimensions ? format.roomDimensions(room.dimensions) : '—'}</td>
                  <td>{room.features ? format.value('roomFeature', room.features) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
