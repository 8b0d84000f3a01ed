/**
 * A visitor's requests one after another leave the server idle for a fraction of a millisecond between them; a
 * round of the mail sender started in that gap (composing and writing up to a batch of messages) made the next
 * request wait up to tens of milliseconds. So the server counts as quiet only this long after its last answer.
 */
export const QUIET_AFTER_ANSWER_MS = 50

/**
 * Whether the server is answering requests, for the mail sender to give way to them (mail-sender.ts `busy`): a
 * request is being answered, or the last answer went less than `quietMs` ago.
 */
export function requestActivity(quietMs = QUIET_AFTER_ANSWER_MS, now = () => performance.now()) {
  let answering = 0
  let lastAnsweredAt = -Infinity
  return {
    started() {
      answering += 1
    },
    ended() {
      answering -= 1
      lastAnsweredAt = now()
    },
    busy: () => answering > 0 || now() - lastAnsweredAt < quietMs,
  }
}
