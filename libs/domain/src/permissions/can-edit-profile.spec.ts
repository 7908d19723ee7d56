import { canEditProfile } from './can-edit-profile.js';

describe('canEditProfile (RULES (a) update-profile-data)', () => {
  const self = 'recSELF0000000000';
  const other = 'recOTHER000000000';
  it.each([
    ['the actor on their own player', self, [], self, true],
    [
      'the actor with other website settings',
      self,
      ['Can edit any match', 'Full broadcast permissions'],
      self,
      true,
    ],
    ["the actor with 'No profile editing'", self, ['No profile editing'], self, false],
    ["another player's profile", self, [], other, false],
    [
      "another player's profile, even with 'Can edit any event'",
      self,
      ['Can edit any event'],
      other,
      false,
    ],
  ] as const)('%s → %s', (_name, playerId, settings, target, expected) => {
    expect(canEditProfile({ player_id: playerId, website_settings: settings }, target)).toBe(
      expected,
    );
  });
});
