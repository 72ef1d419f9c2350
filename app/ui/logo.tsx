/** The inline SVG wordmark: a sun over a wave in a rounded tile, then the brand name. Decorative. */
export function Logo({ brand, className }: { brand: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 200 40"
      width="200"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="2" width="36" height="36" rx="10" fill="#0b3d3a" />
      <circle cx="18" cy="17" r="7" fill="#fcd34d" />
      <path d="M4 27c4.5-4 9-4 14 0s9.5 4 14 0v9H4z" fill="#5eead4" />
      <path d="M4 31c4.5-4 9-4 14 0s9.5 4 14 0" fill="none" stroke="#0b3d3a" strokeWidth="2" />
      <text
        x="46"
        y="27.5"
        fill="#0b3d3a"
        fontFamily='Georgia, "Times New Roman", serif'
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.3"
      >
        {brand}
      </text>
    </svg>
  );
}
