import { DirectListScreen } from '../../features/agents/index.ts'

/** /pages/direct/direct-list: owner-direct listings, newest first. */
export default function DirectListPage() {
  return <DirectListScreen />
}
