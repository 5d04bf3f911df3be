/** The association's mark: a stylised athlete in a wheelchair inside a ring. Decorative. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1864ab" />
      <circle cx="26" cy="11" r="4" fill="#fff" />
      <path
        d="M24 17v11h9l4 8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24 22h7" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="21" cy="32" r="8" fill="none" stroke="#ffd43b" strokeWidth="3" />
    </svg>
  );
}
