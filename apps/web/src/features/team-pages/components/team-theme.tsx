import { Stack } from '@mantine/core';
import { PAGES_TEXT } from '../../../lib/client-text.js';
import { PageTitle } from '../../../ui/page-title.js';
import { EmptyText, Section } from '../../entity-pages/components/section.js';
import { ThemeSwatches } from '../../entity-pages/components/theme-swatches.js';
import { useTeamPage } from '../team-page-types.js';

/** A team's theme (public-site §2 team 'theme'): its colours and logos. */
export function TeamTheme() {
  const { team, theme } = useTeamPage();
  return (
    <Stack gap="lg">
      <PageTitle title={PAGES_TEXT.subPageTitle(PAGES_TEXT.teamTabs.theme, team.name ?? '')} />
      <Section title={PAGES_TEXT.teamThemeHeading} testId="team-theme">
        {theme ? <ThemeSwatches theme={theme} /> : <EmptyText>{PAGES_TEXT.teamNoTheme}</EmptyText>}
      </Section>
    </Stack>
  );
}
