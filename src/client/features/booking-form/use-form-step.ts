import { useEffect } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

/** The history entry of a step records the step it was opened from, so Back in the form is the browser's Back. */
interface StepEntryState {
  formStepFrom?: number
}

/**
 * The step a booking form shows lives in the address (`?step=2`), one history entry per step, so the browser's
 * Back and Forward move between steps and a reload stays on the step. Generic over the steps: a form passes its
 * own list. `canShow(index)` says whether a later step may be shown yet (step 1's answers are valid); when it
 * may not, the form shows step 1 and the address follows. Until the form's answers are `settled` (a drawn form
 * gets this browser's kept answers just after it is taken over), the address's step is shown as it is.
 */
export function useFormStep<Step extends string>(
  steps: readonly [Step, ...Step[]],
  canShow: (index: number) => boolean,
  settled = true,
): [Step, (step: Step) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const asked = Number(searchParams.get('step') ?? '1') - 1
  const requested = Number.isInteger(asked) && asked >= 0 && asked < steps.length ? asked : 0
  const index = settled && requested > 0 && !canShow(requested) ? 0 : requested
  const urlIsStale = searchParams.has('step') && index !== asked

  useEffect(() => {
    if (!urlIsStale) return
    const next = new URLSearchParams(searchParams)
    if (index === 0) next.delete('step')
    else next.set('step', String(index + 1))
    void setSearchParams(next, { replace: true })
  }, [urlIsStale, index, searchParams, setSearchParams])

  const goTo = (step: Step) => {
    const target = steps.indexOf(step)
    if (target < 0 || target === index) return
    // Back to the step this entry was opened from: the browser's own Back, so Forward works afterwards too.
    if ((location.state as StepEntryState | null)?.formStepFrom === target) {
      void navigate(-1)
      return
    }
    const next = new URLSearchParams(searchParams)
    if (target === 0) next.delete('step')
    else next.set('step', String(target + 1))
    void setSearchParams(next, { state: { formStepFrom: index } satisfies StepEntryState })
  }

  return [steps[index] ?? steps[0], goTo]
}
