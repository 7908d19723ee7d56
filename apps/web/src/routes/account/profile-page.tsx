import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { isProfileRestricted } from '../../lib/auth/auth-user.js';
import { getEntityPath } from '../../lib/links/site-links.js';
import { useThing } from '../../lib/things/thing-hooks.js';
import { isThingMissing, isThingReady } from '../../lib/things/thing-types.js';
import { DERIVED } from '../../lib/wire/wire-constants.js';
import { SignedOutNotice } from '../../features/auth/components/signed-out-notice.js';
import { buildHeroOptions, type HeroEntry } from '../../features/profile/build-hero-options.js';
import { buildThemeOptions } from '../../features/profile/build-theme-options.js';
import { ProfilePreview } from '../../features/profile/components/profile-preview.js';
import { ReadOnlyField } from '../../features/profile/components/read-only-field.js';
import { useProfilePlayer } from '../../features/profile/hooks/use-profile-player.js';
import type { ProfileValues } from '../../features/profile/profile-values.js';
import { readProfileValues } from '../../features/profile/read-profile-values.js';
import { PageTitle } from '../../ui/page-title.js';

// The form (Mantine Select: combobox, popover, floating-ui, ~35 kB gzipped) is a chunk of its own, fetched while
// the page loads the player's records, so it is not part of the page's initial JavaScript (issue 11 item 3).
const loadProfileForm = () => import('../../features/profile/components/profile-form.js');
const ProfileForm = lazy(async () => ({ default: (await loadProfileForm()).ProfileForm }));

function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label={CLIENT_TEXT.loading} />
    </Center>
  );
}

/**
 * /profile (public-site §2 "Profile page", broadcast spec §2 "Profile page"): a live preview, the read-only name
 * and Battletag (tooltip: send a request to the support channel), the editable profile form, and a link to the
 * player page. Restricted by 'No profile editing'.
 */
export function ProfilePage() {
  const auth = useAuth();
  const user = auth.user;
  const { player, teams, teamsLoading } = useProfilePlayer(user?.airtableID ?? null);
  const heroesRecord = useThing<{ heroes?: HeroEntry[] }>(DERIVED.heroes);
  const heroes = isThingReady(heroesRecord) ? heroesRecord.heroes : undefined;
  const heroGroups = useMemo(() => buildHeroOptions(heroes ?? []), [heroes]);
  const themeGroups = useMemo(() => buildThemeOptions(teams), [teams]);
  const [preview, setPreview] = useState<ProfileValues | null>(null);
  useEffect(() => {
    if (user) void loadProfileForm().catch(() => undefined);
  }, [user]);

  if (!user) {
    return (
      <>
        <PageTitle title={CLIENT_TEXT.titleProfile} />
        <SignedOutNotice returnTo="/profile" />
      </>
    );
  }
  const heading = (
    <>
      <PageTitle title={CLIENT_TEXT.titleProfile} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1}>{CLIENT_TEXT.titleProfile}</Title>
          <Text c="dimmed">{ACCOUNT_TEXT.profileIntro}</Text>
        </Stack>
        <Button
          component={Link}
          to={getEntityPath('player', user.airtableID)}
          variant="light"
          data-testid="profile-player-link"
        >
          {ACCOUNT_TEXT.profilePlayerPage}
        </Button>
      </Group>
    </>
  );

  if (isThingMissing(player)) {
    return (
      <Stack gap="lg" maw={860} mx="auto">
        {heading}
        <Alert color="red" variant="light">
          {ACCOUNT_TEXT.profilePlayerMissing}
        </Alert>
      </Stack>
    );
  }
  if (!isThingReady(player) || heroes === undefined || teamsLoading) {
    return (
      <Stack gap="lg" maw={860} mx="auto">
        {heading}
        <PageLoader />
      </Stack>
    );
  }

  const saved = readProfileValues(player);
  const values = preview ?? saved;
  const heroName =
    heroGroups.flatMap((group) => group.items).find((item) => item.value === values.favourite_hero)
      ?.label ?? null;
  const name = player.name?.trim() || user.name?.trim() || '';

  return (
    <Stack gap="lg" maw={860} mx="auto" data-testid="profile-page">
      {heading}
      <ProfilePreview name={name} avatar={user.avatar} values={values} heroName={heroName} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {ACCOUNT_TEXT.profileDetails}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ReadOnlyField
              label={ACCOUNT_TEXT.profileName}
              value={player.name}
              testId="profile-name"
            />
            <ReadOnlyField
              label={ACCOUNT_TEXT.profileBattletag}
              value={player.battletag}
              testId="profile-battletag"
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Suspense fallback={<PageLoader />}>
        <ProfileForm
          saved={saved}
          heroGroups={heroGroups}
          themeGroups={themeGroups}
          restricted={isProfileRestricted(user)}
          onValuesChange={setPreview}
        />
      </Suspense>
    </Stack>
  );
}
