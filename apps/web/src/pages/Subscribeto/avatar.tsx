import { AvatarScreen } from '../../features/agent-apps/index.ts'

/** /pages/Subscribeto/avatar: the app's icon and advertising picture. */
export default function SubscribeAvatarPage() {
  return <AvatarScreen />
}
