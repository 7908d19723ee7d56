/** Which sides of the HUD carry the attack marker. */
export interface AttackSides {
  readonly left: boolean;
  readonly right: boolean;
}

/**
 * The attack marker from the broadcast's map_attack (Left, Right or Both; null: none). The values name sides of the
 * screen as the producer sees the HUD (the dashboard's buttons), so flip_teams does not move them.
 */
export function getAttackSides(mapAttack: string | null | undefined): AttackSides {
  return {
    left: mapAttack === 'Left' || mapAttack === 'Both',
    right: mapAttack === 'Right' || mapAttack === 'Both',
  };
}
