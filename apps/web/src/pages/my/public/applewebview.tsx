import { AppleReturnScreen } from '../../../features/auth/index.ts'

/** /pages/my/public/applewebview: where Sign in with Apple comes back to finish signing in. */
export default function AppleWebViewPage() {
  return <AppleReturnScreen />
}
