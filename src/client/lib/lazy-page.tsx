import { lazy, type ComponentType } from 'react'

export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Downloads the page's code; once done, the page renders at once instead of suspending. */
  preload(): Promise<void>
}

/**
 * A screen loaded with its own chunk. Like React.lazy, but it can be loaded ahead, as app/main.tsx does for the page
 * a visit starts on: that page then shows with the app's first paint rather than after a loading state, which
 * would move the footer as the page arrives (Lighthouse's layout shift, docs/decisions.md "Budgets").
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is tried again the next time the page is asked for.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))
  function Page(props: Props) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) })
}
