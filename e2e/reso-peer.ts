// The journeys' server's peers: the listing feed it syncs from (the RESO Web API server of the api's tests, started
// empty) and a push service (the api tests' local push endpoint, which verifies the VAPID signature and decrypts each
// push). One control port serves the journeys: `PUT /Property` puts a changed record in the feed, `POST /push/subscribe`
// makes a browser subscription, `GET /push/received` lists the pushes received. Prints the feed's service root on its
// first line of output and the push service's origin on the second.
import { createServer } from 'node:http'
// biome-ignore lint/style/noRestrictedImports: the server's peer again, the push service of the api tests.
import { startPushEndpoint } from '../apps/api/test/helpers/push-endpoint.ts'
// biome-ignore lint/style/noRestrictedImports: not a journey but the server's peer, the same RESO server as the api tests'.
import { startResoServer } from '../apps/api/test/ingest/reso-server-fixtures.ts'

const reso = await startResoServer(process.env.RESO_TOKEN ?? 'e2e-feed-token')
const push = await startPushEndpoint()
const json = (res: import('node:http').ServerResponse, value: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value))
const control = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/push/subscribe') return json(res, push.subscribe())
    if (req.method === 'GET' && req.url === '/push/received')
      return json(res, { received: push.received, problems: push.problems })
    if (req.method !== 'PUT' || req.url !== '/Property') return res.writeHead(404).end()
    const record = JSON.parse(body) as Record<string, unknown>
    const at = reso.property.findIndex((r) => r.ListingKey === record.ListingKey)
    if (at >= 0) reso.property.splice(at, 1)
    reso.property.push(record)
    res.writeHead(204).end()
  })
})
control.listen(Number(process.env.RESO_CONTROL_PORT), '127.0.0.1', () => console.log(`${reso.url}\n${push.origin}`))
const stop = () => {
  control.close()
  void Promise.all([reso.close(), push.close()]).then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
