import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

import { BusinessProfile } from '@shared/settings.schema.ts'
import { useBusinessProfile } from '../api/get-business-profile'
import { useUpdateBusinessProfile } from '../api/update-business-profile'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { showServerIssues } from '@/lib/server-issues'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { FormField } from '@/components/form-field'
import { SettingsHistoryList } from './settings-history-list'

type ProfileValues = z.input<typeof BusinessProfile>
type TextField = Exclude<keyof ProfileValues, 'about'>

const FIELDS: { name: TextField; label: string; hint?: string; type?: string; wide?: boolean }[] = [
  {
    name: 'name',
    label: 'Business name',
    hint: 'In the header, the footer, the page titles and every e-mail.',
  },
  {
    name: 'email',
    label: 'Contact e-mail',
    type: 'email',
    hint: 'On confirmations; replies to e-mails go here.',
  },
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'Shown on the landing page and footer when set.' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP code', hint: 'The booking forms start with this city, state and ZIP code.' },
  { name: 'timezone', label: 'Time zone', hint: 'Such as America/New_York: dates and reports use it.' },
  {
    name: 'hours',
    label: 'Opening hours or pickup days',
    hint: 'A short line, such as “Pickups Tue and Sat, 9–5”.',
    wide: true,
  },
]

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

function ProfileForm({ profile }: { profile: BusinessProfile }) {
  const save = useUpdateBusinessProfile()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileValues, unknown, BusinessProfile>({
    resolver: zodResolver(BusinessProfile),
    values: profile,
  })
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => savedToast('Business profile'),
      onError: (error) => {
        showServerIssues(error, Object.keys(profile), setError)
        saveFailedToast(error)
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, hint, type, wide }) => (
          <FormField
            key={name}
            id={`business-${name}`}
            label={label}
            hint={hint}
            error={errors[name]?.message}
            className={wide ? 'sm:col-span-2' : undefined}
          >
            {(control) => (
              <Input
                type={type ?? 'text'}
                list={name === 'timezone' ? 'business-timezones' : undefined}
                autoComplete="off"
                {...control}
                {...register(name)}
              />
            )}
          </FormField>
        ))}
        <FormField
          id="business-about"
          label="About the business"
          hint="One paragraph for the landing page; leave empty to show none."
          error={errors.about?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={4} {...control} {...register('about')} />}
        </FormField>
        <datalist id="business-timezones">
          {timeZones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save business profile'}
        </Button>
      </div>
    </form>
  )
}

/** Settings: who the business is, where, and when (docs/decisions.md "Business settings"). */
export function BusinessProfileSection() {
  const profile = useBusinessProfile()
  return (
    <SettingsCard
      id="business"
      title="Business profile"
      description="What customers see: on the landing page, the booking forms, the confirmation and every e-mail."
    >
      {profile.isPending ? (
        <SectionLoading />
      ) : profile.isError ? (
        <SectionError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <SettingsHistoryList section="business" />
    </SettingsCard>
  )
}
