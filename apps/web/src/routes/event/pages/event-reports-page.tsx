import { lazy, Suspense } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { REPORTS_TEXT } from '../../../lib/client-text.js';
import { useAuth } from '../../../lib/auth/auth-context.js';
import { useEventPage } from '../../../features/event-pages/hooks/use-event-page.js';
import { PageLoader } from '../../../features/entity-pages/components/page-loader.js';
import { EventPageTitle } from './event-page-title.js';
import { EventSection } from './event-section.js';

// The queue (summaries, diff tables, staff buttons) loads once the viewer is known to review reports.
const ReportQueue = lazy(() =>
  import('../../../features/reports/components/report-queue.js').then((module) => ({
    default: module.ReportQueue,
  })),
);

/**
 * Reports (/event/:id/reports, auth; issue 18 item 4): the staff queue of the event's open score reports and
 * reschedule requests, for users who review them (event editors and 'Can edit any match'); everyone else is
 * told so.
 */
export function EventReportsPage() {
  const { event, canReviewReports } = useEventPage();
  const { user } = useAuth();
  return (
    <Stack gap="md" data-testid="event-reports">
      <EventPageTitle />
      <EventSection title={REPORTS_TEXT.queueTitle}>
        {!user || !canReviewReports ? (
          <Alert color="yellow" variant="light" data-testid="event-reports-denied">
            {user ? REPORTS_TEXT.queueNotAllowed : REPORTS_TEXT.queueSignIn}
          </Alert>
        ) : (
          <>
            <Text c="dimmed" size="sm">
              {REPORTS_TEXT.queueIntro}
            </Text>
            <Suspense fallback={<PageLoader />}>
              <ReportQueue event={event} user={user} />
            </Suspense>
          </>
        )}
      </EventSection>
    </Stack>
  );
}
