/** How a group commit tells its failures apart: the piece to blame, and a deadlock worth running again. */

/** The piece of a group run without savepoints that failed, with its error. */
export class PieceFailed extends Error {
  constructor(
    readonly index: number,
    cause: unknown,
  ) {
    super('a piece of the group failed', { cause })
  }
}

/**
 * PostgreSQL's in_failed_sql_transaction: a statement sent after another piece's statement failed, which aborted
 * the transaction. Not the piece's own failure (runSideBySide).
 */
const IN_FAILED_TRANSACTION = '25P02'
const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : undefined

/** PostgreSQL's deadlock_detected and serialization_failure: the whole group may run again. */
const RETRYABLE = new Set(['40P01', '40001'])
export const retryable = (error: unknown) => RETRYABLE.has(errorCode(error) ?? '')

/**
 * The piece to blame for a run side by side that failed: the first whose error is its own, not a statement refused
 * because another's failure had aborted the transaction. (When all were refused so, the first to fail.)
 */
export function ownFailure(settled: PromiseSettledResult<unknown>[]): PieceFailed | undefined {
  const failures = settled.flatMap((result, index) =>
    result.status === 'rejected' ? [new PieceFailed(index, result.reason)] : [],
  )
  return failures.find((failure) => errorCode(failure.cause) !== IN_FAILED_TRANSACTION) ?? failures[0]
}
