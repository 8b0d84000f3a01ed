import { useCallback, useState, useSyncExternalStore } from 'react'

import { pressGoingOn, subscribeToPresses } from './pointer-presses'

/**
 * `value` as it was when a press began on the element `regionId` names, until that press and its click are over;
 * `value` itself otherwise. For a list that refreshes by itself (a poll): an answer landing between press and release
 * would move the rows under the pointer, and the click the owner began would be lost or land on another row.
 */
export function useSteadyWhilePressed<T>(value: T, regionId: string): T {
  const pressWithin = useCallback(() => {
    const press = pressGoingOn()
    const region = document.getElementById(regionId)
    return press && press.target instanceof Node && region?.contains(press.target) ? press : undefined
  }, [regionId])
  const press = useSyncExternalStore(subscribeToPresses, pressWithin, noPressOnServer)
  const [shown, setShown] = useState(value)
  if (!press && shown !== value) setShown(value)
  return press ? shown : value
}

const noPressOnServer = () => undefined
