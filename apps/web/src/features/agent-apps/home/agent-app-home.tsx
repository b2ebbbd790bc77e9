import { lazy, Suspense } from 'react'
import { agentDetailHref } from '../../../entities/agent/index.ts'
import { appAgentOf } from '../../../shared/agent-app/agent-app-store.ts'
import type { AppIdInfo } from '../../../shared/storage/storage-keys.ts'

const AgentAppListings = lazy(() => import('./agent-app-listings.tsx'))

/**
 * Where the Home "Agent" tile leads: in an agent's app her own page, as the app shows no directory of other agents
 * (null, no tile, when she has no broker page); on the main app undefined, the directory.
 */
export function agentTileHref(app: AppIdInfo | null): string | null | undefined {
  if (!app) return undefined
  const profileId = appAgentOf(app)?.profileId
  return profileId ? agentDetailHref(profileId) : null
}

/** Her homes, first on Home in her app (loaded after the first screen); nothing on the main app. */
export function AgentAppHomeListings({ app }: { app: AppIdInfo | null }) {
  const agent = appAgentOf(app)
  if (!agent?.profileId) return null
  return (
    <Suspense fallback={null}>
      <AgentAppListings profileId={agent.profileId} name={agent.name} />
    </Suspense>
  )
}
