import { ChangePasswordForm } from './change-password-form'
import { SessionsList } from './sessions-list'
import { SettingsCard } from './settings-card'
import { SettingsHistoryList } from './settings-history-list'

/** Settings: the owner's password and the browsers signed in as the owner. */
export function AccountSection() {
  return (
    <SettingsCard
      id="account"
      title="Account"
      description="Your password, and every browser signed in as you."
    >
      <ChangePasswordForm />
      <hr />
      <SessionsList />
      <SettingsHistoryList section="account" />
    </SettingsCard>
  )
}
