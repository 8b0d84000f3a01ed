import { useEffect } from 'react'

import { useBusinessName } from '@/lib/business'

/** Sets the tab title to "<page> | <business name>", or the business name alone for the home page. */
export function useDocumentTitle(pageTitle?: string): void {
  const businessName = useBusinessName()
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${businessName}` : businessName
  }, [pageTitle, businessName])
}
