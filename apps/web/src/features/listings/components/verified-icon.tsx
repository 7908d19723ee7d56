/**
 * The verified mark (a check in a badge), with its text alternative; with an empty label it is decorative (hidden
 * from assistive tech, e.g. beside a 'Verified' text), never an image without a name.
 */
export function VerifiedIcon({
  label,
  size = 18,
}: {
  readonly label: string;
  readonly size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      style={{ flexShrink: 0 }}
    >
      {label && <title>{label}</title>}
      <path
        fill="#4dabf7"
        d="M12 1.5l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3.1 1 3-2.6 1.9-1 3-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3L2.6 15.8l1-3-1-3.1 2.6-1.9 1-3 3.2.1z"
      />
      <path
        d="M7.5 12.2l3 3 6-6.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
