import { CodeLoginScreen } from '../../../features/auth/code-login-screen.tsx'

export default function EmailLoginPage() {
  return <CodeLoginScreen />
}
