import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'

import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'

import { tabLabel, withTab } from '../admin-screen'
import { ADMIN_SECTION_GROUPS } from '../tab-definitions'

/** Tailwind's lg breakpoint (64rem): from there the sections stand in a column beside the screen. */
const SIDE_NAVIGATION = '(min-width: 64rem)'
const NAV_LABEL = 'Admin sections'

/**
 * The admin's sections (issue 41): a side navigation on a desktop, every section visible from 1,024 px, and a
 * menu on a phone that names the current section and reaches any other in two taps. Each section is a link to
 * its own address (?tab=), so a section opened is a history entry: Back and Forward move between them, and a
 * deep link or a reload opens the same one.
 */
export function AdminNavigation({ selected }: { selected: string }) {
  const side = useMediaQuery(SIDE_NAVIGATION)
  return side ? (
    <nav aria-label={NAV_LABEL} className="lg:sticky lg:top-20 lg:self-start">
      <SectionLinks selected={selected} />
    </nav>
  ) : (
    <SectionMenu selected={selected} />
  )
}

function SectionMenu({ selected }: { selected: string }) {
  const { pathname } = useLocation()
  // The menu remembers the section it was opened on, so opening a section (or Back to another) closes it. Not the
  // whole address: a section writing its own state there (a page, a filter) as its data arrives closed the menu
  // under the owner's finger.
  const here = `${pathname} ${selected}`
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === here
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  const close = () => {
    setOpenOn(null)
    toggleRef.current?.focus()
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close()
  }
  const Chevron = open ? ChevronUp : ChevronDown

  return (
    <nav aria-label={NAV_LABEL} onKeyDown={closeOnEscape} className="rounded-lg border bg-card shadow-sm">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : here)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex flex-col">
          <span className="text-xs font-medium text-muted-foreground">Section</span>
          <span className="font-medium">{tabLabel(selected)}</span>
        </span>
        <span className="flex items-center gap-1 text-sm font-medium text-primary">
          {open ? 'Close' : 'All sections'}
          <Chevron aria-hidden="true" className="size-4" />
        </span>
      </button>
      <div id={menuId} hidden={!open} className="border-t px-2 py-3">
        {open && <SectionLinks selected={selected} onNavigate={close} />}
      </div>
    </nav>
  )
}

function SectionLinks({ selected, onNavigate }: { selected: string; onNavigate?: () => void }) {
  const [searchParams] = useSearchParams()
  const { pathname } = useLocation()
  const headingId = useId()

  return (
    <div className="flex flex-col gap-4">
      {ADMIN_SECTION_GROUPS.map((group, index) => (
        <div key={group.label} className="flex flex-col gap-1">
          <p
            id={`${headingId}-${index}`}
            className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {group.label}
          </p>
          <ul aria-labelledby={`${headingId}-${index}`} className="flex flex-col gap-0.5">
            {group.sections.map(({ value, label, icon: Icon }) => {
              const current = value === selected
              const query = withTab(searchParams, pathname, value).toString()
              return (
                <li key={value}>
                  <Link
                    to={{ pathname, search: query && `?${query}` }}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                    className={cn(
                      'flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0',
                      current
                        ? 'bg-primary text-primary-foreground'
                        : 'text-foreground hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
