// The listing feed the journeys' server syncs from: the RESO Web API server of the api's tests, started empty, and
// a control port where a journey puts a changed record (`PUT /Property` with the record as JSON). Prints the
// service root on its first line of output.
import { createServer } from 'node:http'
// biome-ignore lint/style/noRestrictedImports: not a journey but the server's peer, the same RESO server as the api tests'.
import { startResoServer } from '../apps/api/test/ingest/reso-server.ts'

const reso = await startResoServer(process.env.RESO_TOKEN ?? 'e2e-feed-token')
const control = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    if (req.method !== 'PUT' || req.url !== '/Property') return res.writeHead(404).end()
    const record = JSON.parse(body) as Record<string, unknown>
    const at = reso.property.findIndex((r) => r.ListingKey === record.ListingKey)
    if (at >= 0) reso.property.splice(at, 1)
    reso.property.push(record)
    res.writeHead(204).end()
  })
})
control.listen(Number(process.env.RESO_CONTROL_PORT), '127.0.0.1', () => console.log(reso.url))
const stop = () => {
  control.close()
  void reso.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
