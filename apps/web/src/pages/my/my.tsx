export default function MyPage() {
  return null
}
