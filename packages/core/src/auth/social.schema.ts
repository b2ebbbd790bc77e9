import { z } from 'zod'

/**
 * `GET /auth/social`: the sign-in providers this server verifies and the web can start. Apple is offered on the web
 * when its services id is configured (the browser goes to Apple and comes back to applewebview); Facebook's identity
 * token comes from its native apps' Limited Login only, so the web never offers it.
 */
export const socialConfigSchema = z.object({
  apple: z.object({ clientId: z.string() }).nullable(),
})
export type SocialConfig = z.infer<typeof socialConfigSchema>

/** Where Sign in with Apple sends the person back (the spec's applewebview), under the app's base path. */
export const APPLE_RETURN_PATH = '/pages/my/public/applewebview'

/**
 * What Sign in with Apple posts back (`response_mode=form_post`): the `state` the app sent, and the `id_token` and
 * `code` on success or an `error` ("user_cancelled_authorize"); `user` (name and e-mail) only the first time.
 */
export const appleReturnSchema = z.object({
  state: z.string().max(256).default(''),
  id_token: z.string().max(8192).optional(),
  code: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  user: z.string().max(4096).optional(),
})
export type AppleReturn = z.infer<typeof appleReturnSchema>
