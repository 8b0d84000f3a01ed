/**
 * Runs the tasks given to it one after another, in the order given. Parsing a large message takes several
 * times its size in memory for a moment; received messages wait their turn instead of being parsed at once.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task)
    last = run.catch(() => undefined)
    return run
  }
}

const queue = oneAtATime()

/**
 * The one queue every received message goes through in this process, from the inbound endpoint and the IMAP
 * poller alike. After each, the garbage its parsing left (tens of MB for a 10 MB message: the decoded body's
 * copies and the parser's pieces) is collected at once where the process allows it (`npm start` runs node with
 * --expose-gc): left to V8, it piles up to the heap's limit before a collection, and a burst of large messages
 * took the server past 300 MB resident (issue 39). A full collection costs a few milliseconds; mail is rare.
 */
export function inTurn<T>(task: () => Promise<T>): Promise<T> {
  return queue(async () => {
    // And before: what the requests received meanwhile left, so the parse starts from the smallest heap.
    globalThis.gc?.()
    try {
      return await task()
    } finally {
      globalThis.gc?.()
    }
  })
}
