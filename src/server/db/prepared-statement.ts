import { createQueryId, type Compilable, type CompiledQuery } from 'kysely'

import { databaseKind, type Db } from './database.ts'

/** Where a run's value goes in a statement built once: the parameter is the value under `key`. */
class Slot {
  constructor(readonly key: string) {}

  /** A builder that computes with a value (adds to it, writes it into text) would bake the slot in: refused. */
  [Symbol.toPrimitive](): never {
    throw new Error(`A prepared statement's builder used its value "${this.key}" instead of placing it`)
  }
}

type Binding = { key: string } | { constant: unknown }

interface Template {
  compiled: CompiledQuery
  bindings: Binding[]
}

/** The values as the builder sees them: a slot for each, except null and undefined, which stay (and shape it). */
function slotsFor<V extends Record<string, unknown>>(values: V): V {
  const slots: Record<string, unknown> = {}
  for (const key of Object.keys(values)) slots[key] = values[key] == null ? values[key] : new Slot(key)
  return slots as V
}

/**
 * The database's kind, the values' names and which are null or undefined: a builder may leave a column out for
 * undefined, or write `is null` for null, so each such pattern is built once.
 */
function shapeOf(db: Db, values: Record<string, unknown>): string {
  let shape = databaseKind(db)
  for (const key of Object.keys(values)) {
    const value = values[key]
    shape += value === undefined ? ` ${key}?` : value === null ? ` ${key}!` : ` ${key}`
  }
  return shape
}

/**
 * Builds the statement twice with fresh slots and checks that only the slots differ: a value computed inside the
 * builder (a new id, the time) rather than passed in would otherwise be bound, the same, into every run.
 */
function templateOf<V extends Record<string, unknown>>(
  db: Db,
  build: (db: Db, values: V) => Compilable<unknown>,
  values: V,
): Template {
  const compiled = build(db, slotsFor(values)).compile()
  const again = build(db, slotsFor(values)).compile()
  const bindings = compiled.parameters.map((parameter, index): Binding => {
    const other = again.parameters[index]
    if (parameter instanceof Slot && other instanceof Slot && parameter.key === other.key)
      return { key: parameter.key }
    if (Object.is(parameter, other)) return { constant: parameter }
    throw new Error(
      `A prepared statement's parameter ${index + 1} changed between two builds: pass it as a value`,
    )
  })
  if (again.sql !== compiled.sql || again.parameters.length !== compiled.parameters.length)
    throw new Error(
      "A prepared statement's SQL changed between two builds: its shape must follow its values only",
    )
  return { compiled, bindings }
}

/**
 * A statement built and compiled by Kysely once (per database kind, and per pattern of null and undefined values),
 * then run with each call's values bound where the first build placed them. Building and compiling a statement took
 * about a fifth of the server's time for a booking on SQLite, whose statements are few and always of the same
 * shape (bench/RESULTS-notes.md, twenty-fourth pass). The builder must only place its values: it may not compute
 * with them (refused), look at them other than for null or undefined, or compute a value of its own that changes
 * from one run to the next (refused: two builds are compared). Kysely's plugins see only the first build: on a
 * database with plugins, the statement is built every run.
 */
export function preparedStatement<V extends Record<string, unknown>, O>(
  build: (db: Db, values: V) => Compilable<O>,
): (db: Db, values: V) => Promise<O[]> {
  const templates = new Map<string, Template>()
  return async (db, values) => {
    // A plugin (a test's that fails a statement on purpose) transforms each query as it is compiled: built each run.
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, values))).rows
    const shape = shapeOf(db, values)
    let template = templates.get(shape)
    if (!template) {
      template = templateOf(db, build, values)
      templates.set(shape, template)
    }
    const { compiled, bindings } = template
    const parameters = bindings.map((binding) => ('key' in binding ? values[binding.key] : binding.constant))
    const result = await db.executeQuery<O>({ ...compiled, parameters, queryId: createQueryId() })
    return result.rows
  }
}
