/**
 * A chef's knife with a copper-bright edge (public/knife.svg, in the brand's primary and copper). An image, not
 * markup in the script: the server's drawing of the landing page (app/prerender.tsx) would carry it twice, and
 * the first download is held under 100 kB (docs/decisions.md "Budgets"). Its box is set here, so it shifts nothing.
 */
export function KnifeIllustration({ className }: { className?: string }) {
  return <img src="/knife.svg" alt="" width={240} height={56} decoding="async" className={className} />
}
