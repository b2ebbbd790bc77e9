import { type Database, openDatabase } from './client.ts'
import { DataDirInUseError } from './data-dir-lock.ts'

/**
 * The database for a command line tool: a DATA_DIR another process holds ends the tool with the one-line reason
 * and exit code 1, not a stack trace.
 */
export async function openDatabaseForCli(opts: Parameters<typeof openDatabase>[0]): Promise<Database> {
  try {
    return await openDatabase(opts)
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err
    console.error(err.message)
    process.exit(1)
  }
}
