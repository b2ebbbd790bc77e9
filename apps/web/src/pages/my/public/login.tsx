import { LoginScreen } from '../../../features/auth/login-screen.tsx'

export default function LoginPage() {
  return <LoginScreen />
}
