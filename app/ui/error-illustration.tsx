/** A deck chair under a parasol: the page went on holidays. Decorative. */
export function ErrorIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 120 90"
      width="120"
      height="90"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="92" cy="20" r="10" fill="#fcd34d" />
      <path d="M10 80h100" stroke="#d6d3d1" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 34a26 14 0 0 1 52 0z" fill="#c2410c" />
      <path d="M33 34a13 14 0 0 1 26 0" fill="#fb923c" />
      <path d="M46 34v46" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M64 80l14-26h10M70 68h22l6 12M78 54l10 26"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
