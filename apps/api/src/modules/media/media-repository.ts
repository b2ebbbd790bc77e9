import type { City, RoomType } from '@maplenest/core'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { listingMedia, listings } from '../../db/schema.ts'

export interface PhotoSubject {
  city: City
  roomType: RoomType
  caption: string | null
  /** The listing's last update: a new one yields a new ETag. */
  updatedAt: Date
}

export interface MediaRepository {
  /** What photo `n` of a listing shows, or null when the listing has no such photo. */
  photo(mlNum: string, n: number): Promise<PhotoSubject | null>
}

export function createMediaRepository(db: Db): MediaRepository {
  return {
    async photo(mlNum, n) {
      const [row] = await db
        .select({
          city: listings.city,
          roomType: listings.roomType,
          caption: listingMedia.caption,
          updatedAt: listings.updatedAt,
        })
        .from(listingMedia)
        .innerJoin(listings, eq(listings.id, listingMedia.listingId))
        .where(and(eq(listings.mlNum, mlNum), eq(listingMedia.ord, n)))
        .limit(1)
      return row ?? null
    },
  }
}
