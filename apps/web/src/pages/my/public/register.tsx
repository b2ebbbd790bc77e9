import { RegisterScreen } from '../../../features/auth/index.ts'

export default function RegisterPage() {
  return <RegisterScreen />
}
