import { ComingLater } from '@/components/coming-later'
import { useDocumentTitle } from '@/lib/use-document-title'

export function OrderSearchPage() {
  useDocumentTitle('Find Your Order')
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">Find Your Order</h1>
      <ComingLater arrivesWith="the order search issue">
        Searching by order number, e-mail or phone is still to come.
      </ComingLater>
    </div>
  )
}
