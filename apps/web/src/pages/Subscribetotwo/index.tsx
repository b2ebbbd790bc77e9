import { SubscribeIndexScreen } from '../../features/agent-apps/index.ts'

/** /pages/Subscribetotwo/index (and Subscribeto/index): what an agent's own app gives, its plans and the next step. */
export default function SubscribeIndexPage() {
  return <SubscribeIndexScreen />
}
