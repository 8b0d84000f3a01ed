import { HttpError } from '../../http-errors.ts'
import { NO_SUCH_WINDOW } from './pickup-slots.ts'

/** Which of an order's times the owner sets: their refusals name it. */
export type StopKind = 'pickup' | 'return'

/** The owner's word for a full window: what is booked, and that it may be booked anyway (allowOverCapacity). */
export const windowFullForOwner = (taken: number, capacity: number, kind: StopKind = 'pickup') =>
  new HttpError(
    409,
    'SLOT_FULL',
    `This ${kind === 'pickup' ? 'pickup window' : 'window'} is full: ${taken} of ${capacity} ${capacity === 1 ? 'place is' : 'places are'} booked. Confirm to ${kind === 'pickup' ? 'book it' : 'set the return time'} anyway.`,
  )

/** The owner's refusals of a time that no window has, or one passed, for a pickup or a return. */
export const noWindowFor = (kind: StopKind) =>
  kind === 'pickup'
    ? NO_SUCH_WINDOW
    : 'There is no window at that time. Please choose one of the return times offered.'
export const passedFor = (kind: StopKind) => `That ${kind} time has already passed. Please choose another.`
