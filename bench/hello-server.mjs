// A bare Fastify hello-world: the baseline the api's throughput is compared with.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ code: 200, msg: 'success', data: { hello: 'world' } }))
await app.listen({ port: Number(process.env.PORT ?? 18081), host: '127.0.0.1' })
