import { RegisterScreen } from '../../../features/auth/register-screen.tsx'

export default function RegisterPage() {
  return <RegisterScreen />
}
