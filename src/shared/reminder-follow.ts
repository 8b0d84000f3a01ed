/**
 * Days after a sharpening-due reminder in which a booking by its customer counts as following it. Apart from
 * stats.schema.ts so that the Reports card naming it does not load zod's schemas and the phone library.
 */
export const REMINDER_FOLLOW_DAYS = 30
