import { Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { CLIENT_TEXT, EVENT_TEXT } from '../../../lib/client-text.js';
import { useTimeZone, useUserSetting } from '../../../lib/settings/settings-context.js';
import type { ScheduleMatchesSort } from '../../../lib/settings/user-settings.js';
import { useHydratedList } from '../../../lib/things/thing-hooks.js';
import { isThingLoading, readyThings } from '../../../lib/things/thing-types.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import {
  EVENT_MATCH_ROW_TREE,
  EventMatchRow,
  type RowMatch,
} from '../../../features/event-pages/components/event-match-row.js';
import {
  sortScheduleMatches,
  type ScheduleGroup,
} from '../../../features/event-pages/sort-schedule-matches.js';
import { EventPageTitle } from './event-page-title.js';
import { EventEmpty } from './event-section.js';

const SORTS: readonly ScheduleMatchesSort[] = ['Default', 'Oldest first', 'Newest first'];

const GROUP_TITLES: Readonly<Record<Exclude<ScheduleGroup, null>, string>> = {
  live: EVENT_TEXT.scheduleLive,
  upcoming: EVENT_TEXT.scheduleUpcoming,
  results: EVENT_TEXT.scheduleResults,
};

/**
 * Schedule (public-site §2; `matches` redirects here): every match of the event in the user's
 * scheduleMatchesSort setting (public-site §3, default 'Default'), which the page can change, by day in the
 * user's zone. Rows update live.
 */
export function EventSchedulePage() {
  const { event } = useEventPage();
  const [sort, setSort] = useUserSetting('scheduleMatchesSort');
  const timeZone = useTimeZone();
  const matches = useHydratedList<RowMatch>(event.matches, EVENT_MATCH_ROW_TREE);
  const loading = matches.some(isThingLoading);
  const sections = sortScheduleMatches(readyThings(matches), sort, timeZone);
  return (
    <Stack gap="lg" data-testid="event-schedule">
      <EventPageTitle />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3">
          {CLIENT_TEXT.navSchedule}
        </Title>
        <SegmentedControl
          aria-label={EVENT_TEXT.scheduleSortLabel}
          value={sort}
          onChange={(value) => setSort(value)}
          data={SORTS.map((value) => ({ value, label: EVENT_TEXT.scheduleSortOptions[value] }))}
          size="xs"
          data-testid="schedule-sort"
        />
      </Group>
      {loading && sections.length === 0 ? (
        <Center py="xl">
          <Loader aria-label={CLIENT_TEXT.loading} />
        </Center>
      ) : sections.length === 0 ? (
        <EventEmpty text={EVENT_TEXT.scheduleEmpty} />
      ) : (
        sections.map((section, index) => {
          const groupStarts =
            section.group !== null && sections[index - 1]?.group !== section.group;
          const heading =
            section.day ?? (section.group === 'live' ? null : EVENT_TEXT.scheduleUnscheduled);
          return (
            <Stack
              key={section.key}
              gap="xs"
              component="section"
              data-testid="schedule-section"
              data-group={section.group ?? undefined}
            >
              {groupStarts && section.group && (
                <Title order={3} size="h4" mt={index > 0 ? 'md' : 0} data-testid="schedule-group">
                  {GROUP_TITLES[section.group]}
                </Title>
              )}
              {heading && (
                <Text size="sm" fw={800} c="dimmed" tt="uppercase" data-testid="schedule-day">
                  {heading}
                </Text>
              )}
              {section.matches.map((match) => (
                <EventMatchRow key={match.id} match={match} showDate={section.day === null} />
              ))}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
