import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CLIENT_TEXT, ROUTE_TITLES } from '../../lib/client-text.js';
import { useAuth } from '../../lib/auth/auth-context.js';
import { isProductionAccount } from '../../lib/auth/auth-user.js';
import { SignedOutNotice } from '../../features/auth/components/signed-out-notice.js';
import { CAMS_TEXT } from '../../features/cams/cams-text.js';
import {
  CamBroadcastCard,
  IdleBroadcastCard,
} from '../../features/cams/components/cam-broadcast-card.js';
import { NotProductionNotice } from '../../features/cams/components/not-production-notice.js';
import { useCamsData } from '../../features/cams/hooks/use-cams-data.js';
import { PageTitle } from '../../ui/page-title.js';

const NO_CLIENTS: readonly string[] = [];

function Heading({ intro }: { readonly intro: boolean }) {
  return (
    <>
      <PageTitle title={ROUTE_TITLES.cams} />
      <Stack gap={4}>
        <Title order={1}>{ROUTE_TITLES.cams}</Title>
        {intro && <Text c="dimmed">{CAMS_TEXT.intro}</Text>}
      </Stack>
    </>
  );
}

/** The crew's view: live matches of their clients' broadcasts, then their other broadcasts' overlays. */
function CrewCams({ clientIds }: { readonly clientIds: readonly string[] }) {
  const data = useCamsData(clientIds);
  if (data.loading) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={CLIENT_TEXT.loading} data-testid="cams-loading">
        <Skeleton radius="lg" height={320} />
        <Skeleton radius="lg" height={160} />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      {data.live.length === 0 ? (
        <Paper withBorder radius="lg" p="lg" bg="rgba(255,255,255,0.03)" data-testid="cams-empty">
          <Stack gap={4}>
            <Text fw={700}>{CAMS_TEXT.empty}</Text>
            <Text c="dimmed" size="sm">
              {CAMS_TEXT.emptyHint}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg" data-testid="cams-live">
          {data.live.map((broadcast) => (
            <CamBroadcastCard key={broadcast.id} broadcast={broadcast} />
          ))}
        </Stack>
      )}
      {data.idle.length > 0 && (
        <Stack gap="md" data-testid="cams-idle">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {CAMS_TEXT.idleHeading}
            </Title>
            <Text c="dimmed" size="sm">
              {CAMS_TEXT.idleText}
            </Text>
          </Stack>
          {data.idle.map((broadcast) => (
            <IdleBroadcastCard key={broadcast.id} broadcast={broadcast} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /cams (public-site §2; issue 12 item 5): for production users (a client record, public-site §6) the live
 * matches of the broadcasts their clients follow, with each player's camera link and Copy buttons, and the cam
 * overlay URLs for OBS. Signed out, the route's middleware sends the visitor to /login with a return (the notice
 * below shows only when that check could not reach the server); signed in without a client, a clear notice.
 */
export function CamsPage() {
  const { user } = useAuth();
  if (!user) {
    return (
      <>
        <PageTitle title={ROUTE_TITLES.cams} />
        <SignedOutNotice returnTo="/cams" />
      </>
    );
  }
  if (!isProductionAccount(user)) {
    return (
      <Stack gap="lg">
        <Heading intro={false} />
        <NotProductionNotice />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="cams-page">
      <Heading intro />
      <CrewCams clientIds={user.clients.length > 0 ? user.clients : NO_CLIENTS} />
    </Stack>
  );
}
