import type { UseFormRegisterReturn } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'

/** The admin's username, as sign-in and "Forgot password?" both ask it: no capitals forced, no spell check. */
export function UsernameField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn<'username'>
  error: string | undefined
}) {
  return (
    <FormField id="username" label="Username" error={error}>
      {(control) => (
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...control}
          {...registration}
        />
      )}
    </FormField>
  )
}
