import { toast } from '@/lib/toast'

/** The spec's fetch failures (section 8), as a destructive toast titled 'Error'. */
export const toastFetchFailed = (
  description: 'Failed to fetch customers' | 'Failed to fetch customer bookings',
) => toast({ title: 'Error', description, variant: 'destructive' })
