import { CommunicationsPanel } from './communications-panel'
import { OutgoingMailPanel } from './outgoing-mail-panel'

/** The Communications tab: the inbox of customer e-mail, then every e-mail going out to customers. */
export function CommunicationsTab() {
  return (
    <div className="flex flex-col gap-6">
      <CommunicationsPanel />
      <OutgoingMailPanel />
    </div>
  )
}
