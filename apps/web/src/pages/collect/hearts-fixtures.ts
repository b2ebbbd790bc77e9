import type { UserRecord } from '@maplenest/core'
import type { FakeRoute } from '../../../test/fake-api-server.ts'

/** The signed-in buyer of the favourites screens' tests. */
export const SIGNED_IN_USER: UserRecord = {
  userId: '6f1c2b1e-8a4b-4c1e-9a55-0e0e0e0e0e0e',
  userName: 'Mei Chen',
  nickname: '',
  avatar: '',
  orgName: '',
  phonenumber: '',
  email: 'mei@example.ca',
  sex: '0',
  type: 'user',
  isBroker: false,
  language: 'en-GB',
  createdAt: '',
}

/**
 * The favourites api as the hearts use it, keeping what is hearted in `hearted.ids`: `ids?type=`, add and
 * remove answer as the server does, so a test sees a heart fill, empty and survive a reload.
 */
export function heartRoutes(hearted: { ids: string[] }): Record<string, FakeRoute> {
  return {
    'GET /house/api/attention/v1/ids': (req) => ({
      code: 200,
      data: { type: req.query.get('type'), ids: hearted.ids },
    }),
    'POST /house/api/attention/v1/addAttention/:id/:type/:id2': (req) => {
      hearted.ids = [req.params.id!, ...hearted.ids]
      return { code: 200, data: { type: req.params.type, targetId: req.params.id, savedAt: '', created: true } }
    },
    'DELETE /house/api/attention/v1/:type/:targetId': (req) => {
      hearted.ids = hearted.ids.filter((x) => x !== req.params.targetId)
      return { code: 200, data: { removed: 1 } }
    },
  }
}
