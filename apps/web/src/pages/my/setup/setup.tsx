export default function SetupPage() {
  return null
}
