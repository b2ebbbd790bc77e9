import { DirectListScreen } from '../../features/agents/direct-list-screen.tsx'

/** /pages/direct/direct-list: owner-direct listings, newest first. */
export default function DirectListPage() {
  return <DirectListScreen />
}
