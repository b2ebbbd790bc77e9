import { LoginScreen } from '../../../features/auth/index.ts'

export default function LoginPage() {
  return <LoginScreen />
}
