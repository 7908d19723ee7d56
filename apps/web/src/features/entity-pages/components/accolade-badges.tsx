import { Badge, Group } from '@mantine/core';
import type { AccoladeRecord } from '@castline/contracts';

/** A team's or player's accolades as badges: emoji, then name (public-site §3 "accolades"). */
export function AccoladeBadges({ accolades }: { readonly accolades: readonly AccoladeRecord[] }) {
  return (
    <Group gap="xs">
      {accolades.map((accolade) => (
        <Badge key={accolade.id} size="lg" variant="light" color="yellow" tt="none">
          {[accolade.emoji, accolade.name].filter(Boolean).join(' ')}
        </Badge>
      ))}
    </Group>
  );
}
