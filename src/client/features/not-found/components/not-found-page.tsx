import { House } from 'lucide-react'
import { Link } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <IconNotice
      title="404 Page Not Found"
      size="page"
      className="mx-auto max-w-xl gap-4 px-4 py-20"
      actions={
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Go back home
          </Link>
        </Button>
      }
    >
      The page you were looking for does not exist or has moved.
    </IconNotice>
  )
}
