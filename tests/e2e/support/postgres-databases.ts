import pg from 'pg'

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the PostgreSQL that `url` points at. */
export function postgresDatabaseUrl(url: string, name: string): string {
  const named = new URL(url)
  named.pathname = `/${name}`
  return named.toString()
}

/**
 * Database `name` made empty on the PostgreSQL of `adminUrl` (one a run before left behind is dropped first, with
 * whoever is still connected), answering its URL. The server under test migrates it when it starts.
 */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  await runAsAdmin(adminUrl, `drop database if exists "${name}" with (force)`)
  await runAsAdmin(adminUrl, `create database "${name}"`)
  return postgresDatabaseUrl(adminUrl, name)
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await runAsAdmin(adminUrl, `drop database if exists "${name}" with (force)`)
}
