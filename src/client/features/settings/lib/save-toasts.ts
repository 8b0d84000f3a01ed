import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

export const savedToast = (what: string) => toast({ title: 'Settings saved', description: `${what} saved.` })

export const saveFailedToast = (error: unknown) =>
  toast({
    title: 'Error',
    description: serverMessageOf(error) ?? 'Failed to save settings',
    variant: 'destructive',
  })
