import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { showServerIssues } from '@/lib/server-issues'

import {
  PAYMENT_INSTRUCTIONS_MAX,
  PaymentSettings,
  type PaymentSettingsBody,
} from '@shared/settings.schema.ts'
import { usePaymentSettings, useUpdatePaymentSettings } from '../api/payment-settings'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { SettingsHistoryList } from './settings-history-list'

function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const save = useUpdatePaymentSettings()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentSettingsBody, unknown, PaymentSettings>({
    resolver: zodResolver(PaymentSettings),
    values: { ...settings, paymentLinkUrl: settings.paymentLinkUrl ?? '' },
  })
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => savedToast('Payment settings'),
      onError: (error) => {
        showServerIssues(error, ['paymentInstructions', 'paymentLinkUrl'], setError)
        saveFailedToast(error)
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="payments-instructions"
        label="Payment instructions"
        hint="On every invoice and order page, such as “Cash or card at return. Venmo @sharpedge”."
        error={errors.paymentInstructions?.message}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={PAYMENT_INSTRUCTIONS_MAX}
            {...control}
            {...register('paymentInstructions')}
          />
        )}
      </FormField>
      <FormField
        id="payments-link"
        label="Payment link (optional)"
        hint="Your own payment page (https://). The order page shows it as a “Pay now” button. No card details ever pass through this site."
        error={errors.paymentLinkUrl?.message}
      >
        {(control) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...control}
            {...register('paymentLinkUrl')}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save payment settings'}
        </Button>
      </div>
    </form>
  )
}

/** Settings → Payments: how customers pay (issue 42 point 5). */
export function PaymentSettingsSection() {
  const settings = usePaymentSettings()
  return (
    <SettingsCard
      id="payments"
      title="Payments"
      description="How customers pay you: shown on invoices and on each customer's order page."
    >
      {settings.isPending ? (
        <SectionLoading />
      ) : settings.isError ? (
        <SectionError onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <PaymentSettingsForm settings={settings.data} />
      )}
      <SettingsHistoryList section="payments" />
    </SettingsCard>
  )
}
