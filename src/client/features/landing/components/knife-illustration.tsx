/** A chef's knife with a copper-bright edge, drawn inline so the landing page loads no image. */
export function KnifeIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 56" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 24 Q58 10 166 12 L166 40 L62 40 Q22 38 4 24 Z" fill="#d9dee2" />
      <path d="M4 24 Q58 10 166 12 L166 20 Q80 18 4 24 Z" fill="#eef1f3" />
      <path
        d="M6 25 Q24 37 62 39 L164 39"
        fill="none"
        stroke="var(--color-copper)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="162" y="9" width="9" height="34" rx="2" fill="#8a949b" />
      <rect x="170" y="15" width="66" height="22" rx="8" fill="currentColor" />
      {[190, 207, 224].map((cx) => (
        <circle key={cx} cx={cx} cy="26" r="2.4" fill="#e4ddd2" />
      ))}
    </svg>
  )
}
