import { Component, type ErrorInfo, type ReactNode } from 'react'

import { buttonVariants } from '@/components/ui/button-variants'

interface ErrorBoundaryProps {
  children: ReactNode
}

/**
 * Catches a screen that fails to render or to load its code, and offers a reload instead of a blank page. Part of
 * every first download, so its button is styled with buttonVariants rather than <Button>.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground">This page could not be shown. Reloading usually helps.</p>
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload page
        </button>
      </div>
    )
  }
}
