import { Search, type LucideIcon } from 'lucide-react'
import { useId, type FormEvent, type HTMLInputTypeAttribute } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

interface SearchCardProps {
  title: string
  description: string
  icon: LucideIcon
  label: string
  placeholder: string
  type: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  maxLength: number
  value: string
  onValueChange: (value: string) => void
  onSearch: () => void
  /** This card's search is running. */
  searching: boolean
  /** Some search is running; one at a time. */
  busy: boolean
}

/** One way to find an order: a field and its own Search button; Enter searches too. */
export function SearchCard({
  title,
  description,
  icon: Icon,
  label,
  value,
  onValueChange,
  onSearch,
  searching,
  busy,
  ...inputProps
}: SearchCardProps) {
  const inputId = useId()
  const titleId = useId()
  const blank = value.trim() === ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!blank && !busy) onSearch()
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-copper">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="mt-auto flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{label}</Label>
          <Input
            id={inputId}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            {...inputProps}
          />
        </div>
        <Button type="submit" disabled={blank || busy} className="w-full">
          <Search aria-hidden="true" />
          {searching ? 'Searching...' : 'Search'}
        </Button>
      </form>
    </section>
  )
}
