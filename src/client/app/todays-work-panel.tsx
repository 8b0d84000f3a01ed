import { AttentionList } from '@/features/attention/components/attention-list'
import { WorkflowPanel } from '@/features/orders/components/workflow-panel'

/** The owner's first screen after signing in (issue 41): what needs attention, above the Workflow Board. */
export function TodaysWorkPanel() {
  return (
    <div className="flex flex-col gap-6">
      <AttentionList />
      <WorkflowPanel />
    </div>
  )
}
