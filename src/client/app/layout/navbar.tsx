import { Menu, X } from 'lucide-react'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'

import { BrandLink } from '@/components/brand-link'
import { NavItems } from '@/app/layout/nav-items'
import { buttonVariants } from '@/components/ui/button-variants'

const MOBILE_MENU_ID = 'mobile-menu'

/**
 * The public navigation bar of every page (spec section 2). Below md its items fold into a menu. The width is the
 * stylesheet's to judge, not the script's, so the server's HTML of a page (app/prerender.tsx) shows the right bar
 * on any screen; what is not shown is display: none, so each control has a single accessible instance. Like
 * NavItems it styles its button with buttonVariants, keeping <Button>'s dependencies out of the first download.
 */
export function Navbar() {
  const { pathname } = useLocation()
  // The menu remembers the page it was opened on, so moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === pathname
  const toggleRef = useRef<HTMLButtonElement>(null)

  const closeMenu = () => setMenuOpenOn(null)
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return
    closeMenu()
    toggleRef.current?.focus()
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-backdrop-filter:bg-card/85">
      <nav aria-label="Main" onKeyDown={closeOnEscape}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLink />
          <div className="hidden items-center gap-2 md:flex">
            <NavItems />
          </div>
          <button
            ref={toggleRef}
            type="button"
            className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
        <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t px-4 py-3 md:hidden">
          {menuOpen && (
            <div className="flex flex-col items-stretch gap-2">
              <NavItems stacked onNavigate={closeMenu} />
            </div>
          )}
        </div>
      </nav>
    </header>
  )
}
