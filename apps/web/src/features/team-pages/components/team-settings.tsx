import { Stack, Text } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { PageTitle } from '../../../ui/page-title.js';
import { RequireSignIn } from '../../entity-pages/components/require-sign-in.js';
import { Section } from '../../entity-pages/components/section.js';
import { canEditTeamSettings } from '../can-edit-team-settings.js';
import { useTeamPage } from '../team-page-types.js';

/**
 * A team's settings (public-site §2 team 'settings', auth required): signed-in owners, captains, team staff and
 * event editors only. The settings form comes in a later issue.
 */
export function TeamSettings() {
  const { team, event } = useTeamPage();
  return (
    <>
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.settings, team.name ?? '')} />
      <RequireSignIn allowed={(user) => canEditTeamSettings(user, team, event)}>
        <Stack gap="lg">
          <Section title={PAGES_TEXT.teamSettingsHeading} testId="team-settings">
            <Text c="dimmed">{PAGES_TEXT.teamSettingsText}</Text>
          </Section>
        </Stack>
      </RequireSignIn>
    </>
  );
}
