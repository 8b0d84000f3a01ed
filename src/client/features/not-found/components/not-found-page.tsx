import { House } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you were looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          Go back home
        </Link>
      </Button>
    </div>
  )
}
