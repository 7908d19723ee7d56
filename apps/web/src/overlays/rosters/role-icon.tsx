/** The icon kind of a player role (public-site §3 roles across the five games). */
export type RoleIconKind = 'tank' | 'damage' | 'support' | 'flex' | 'staff' | 'other';

const KINDS: Readonly<Record<string, RoleIconKind>> = {
  tank: 'tank',
  vanguard: 'tank',
  damage: 'damage',
  dps: 'damage',
  duelist: 'damage',
  support: 'support',
  strategist: 'support',
  flex: 'flex',
  staff: 'staff',
  captain: 'staff',
  manager: 'staff',
  coach: 'staff',
};

/** The icon kind of a role name (any case); 'other' for an unknown role. */
export function getRoleIconKind(role: string): RoleIconKind {
  return KINDS[role.trim().toLowerCase()] ?? 'other';
}

const PATHS: Readonly<Record<RoleIconKind, string>> = {
  // A shield.
  tank: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z',
  // Three bars (damage dealers).
  damage: 'M5 4h3v12l-1.5 3L5 16V4Zm5.5 0h3v12L12 19l-1.5-3V4ZM16 4h3v12l-1.5 3L16 16V4Z',
  // A cross.
  support: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3Z',
  // Two arrows in a circle.
  flex: 'M12 4a8 8 0 0 1 7.4 5H22l-3.5 4L15 9h2.2A6 6 0 0 0 6.3 10L4.5 9.2A8 8 0 0 1 12 4Zm-7.4 11H2l3.5-4L9 15H6.8a6 6 0 0 0 10.9 1l1.8.8A8 8 0 0 1 4.6 15Z',
  // A clipboard.
  staff:
    'M9 2h6v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm-1 7v2h8V9H8Zm0 4v2h8v-2H8Z',
  // A dot.
  other: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
};

/** A role icon in the text colour (currentColor), decorative: the role's name is written beside it. */
export function RoleIcon({ role, size }: { readonly role: string; readonly size: number }) {
  const kind = getRoleIconKind(role);
  return (
    <svg
      data-role-icon={kind}
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      style={{ flex: 'none', fill: 'currentColor' }}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
