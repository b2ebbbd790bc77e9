import { CodeLoginScreen } from '../../../features/auth/index.ts'

export default function EmailLoginPage() {
  return <CodeLoginScreen />
}
