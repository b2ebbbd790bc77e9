import pg from 'pg'

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it again when the run ends. */
export async function freshPostgres(serverUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}
