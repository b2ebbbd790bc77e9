export default function LoginnewPage() {
  return null
}
