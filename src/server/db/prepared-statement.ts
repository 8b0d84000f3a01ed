import { createQueryId, type CompiledQuery } from 'kysely'

import { databaseKind, type Db } from './database.ts'

/**
 * A statement a builder makes: any Kysely query builder, or `sql` (which compiles against a database; a query
 * builder ignores the argument).
 */
export interface Buildable<O> {
  compile(db: Db): CompiledQuery<O>
}

/** Where a run's value goes in a statement built once: the parameter is the value at `path` in the run's values. */
class Slot {
  constructor(readonly path: readonly string[]) {}

  /** A builder that computes with a value (adds to it, writes it into text) would bake the slot in: refused. */
  [Symbol.toPrimitive](): never {
    throw new Error(
      `A prepared statement's builder used its value "${this.path.join('.')}" instead of placing it`,
    )
  }
}

type Binding = { path: readonly string[] } | { constant: unknown }

interface Template {
  compiled: CompiledQuery
  bindings: Binding[]
}

type Values = Record<string, unknown>

/** A plain object among the values (a row to insert, say): its own values are placed one by one. */
const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** The values as the builder sees them: a slot for each, except null and undefined, which stay (and shape it). */
function slotsFor(values: Values, path: readonly string[] = []): Values {
  const slots: Values = {}
  for (const key of Object.keys(values)) {
    const value = values[key]
    if (value == null) slots[key] = value
    else slots[key] = isPlainObject(value) ? slotsFor(value, [...path, key]) : new Slot([...path, key])
  }
  return slots
}

/**
 * The values' names and which are null or undefined: a builder may leave a column out for undefined, or write
 * `is null` for null, so each such pattern is built once.
 */
function shapeOf(values: Values): string {
  let shape = ''
  for (const key of Object.keys(values)) {
    const value = values[key]
    if (value === undefined) shape += ` ${key}?`
    else if (value === null) shape += ` ${key}!`
    else shape += isPlainObject(value) ? ` ${key}{${shapeOf(value)} }` : ` ${key}`
  }
  return shape
}

function valueAt(values: Values, path: readonly string[]): unknown {
  let value: unknown = values
  for (const key of path) value = (value as Values)[key]
  return value
}

/**
 * Builds the statement twice with fresh slots and checks that only the slots differ: a value computed inside the
 * builder (a new id, the time) rather than passed in would otherwise be bound, the same, into every run.
 */
function templateOf<V extends object>(
  db: Db,
  build: (db: Db, values: V) => Buildable<unknown>,
  values: V,
): Template {
  const compiled = build(db, slotsFor(values as Values) as V).compile(db)
  const again = build(db, slotsFor(values as Values) as V).compile(db)
  const bindings = compiled.parameters.map((parameter, index): Binding => {
    const other = again.parameters[index]
    if (
      parameter instanceof Slot &&
      other instanceof Slot &&
      parameter.path.join('.') === other.path.join('.')
    )
      return { path: parameter.path }
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
 * then run with each call's values bound where the first build placed them; the values of a plain object among
 * them (a row) are placed one by one. Building and compiling a booking's statements again for every booking, though
 * their shape never changes, took a fifth to a quarter of the server's CPU for it (27be11a:bench/RESULTS-notes.md,
 * twenty-fourth pass). The builder must only place its values: it may not compute with them (refused), look at
 * them other than for null or undefined, or compute a value of its own that changes from one run to the next
 * (refused: two builds are compared). A plain object meant as one value (a JSON document) is refused too: place
 * it as text. Kysely's plugins see only the first build: on a database with plugins, the statement is built every
 * run.
 */
export function preparedStatement<V extends object, O>(
  build: (db: Db, values: V) => Buildable<O>,
): (db: Db, values: V) => Promise<O[]> {
  const templates = new Map<string, Template>()
  return async (db, values) => {
    // A plugin (a test's that fails a statement on purpose) transforms each query as it is compiled: built each run.
    if (db.getExecutor().plugins.length > 0)
      return (await db.executeQuery(build(db, values).compile(db))).rows
    const shape = databaseKind(db) + shapeOf(values as Values)
    let template = templates.get(shape)
    if (!template) {
      template = templateOf(db, build, values)
      templates.set(shape, template)
    }
    const { compiled, bindings } = template
    const parameters = bindings.map((binding) =>
      'path' in binding ? valueAt(values as Values, binding.path) : binding.constant,
    )
    const result = await db.executeQuery<O>({ ...compiled, parameters, queryId: createQueryId() })
    return result.rows
  }
}
