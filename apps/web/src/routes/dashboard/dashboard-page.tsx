import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-context.js';
import type { AuthUser } from '../../lib/auth/auth-store.js';
import { SignedOutNotice } from '../../features/auth/components/signed-out-notice.js';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout.js';
import { DASHBOARD_TEXT } from '../../features/dashboard/dashboard-text.js';
import { useDashboardData } from '../../features/dashboard/hooks/use-dashboard-data.js';
import { PageTitle } from '../../ui/page-title.js';

function Refusal({ message }: { readonly message: string }) {
  return (
    <Stack gap="md" maw={640} mx="auto" data-testid="dashboard-refused">
      <Title order={1}>{DASHBOARD_TEXT.title}</Title>
      <Alert color="yellow" role="status">
        {message}
      </Alert>
    </Stack>
  );
}

function ProductionDashboard({ user }: { readonly user: AuthUser }) {
  const data = useDashboardData(user);
  if (data.status === 'loading') {
    return (
      <Center py="xl">
        <Loader aria-label={DASHBOARD_TEXT.loading} />
      </Center>
    );
  }
  if (data.status === 'no-client') return <Refusal message={DASHBOARD_TEXT.clientMissing} />;
  if (data.status === 'no-broadcast') return <Refusal message={DASHBOARD_TEXT.noBroadcast} />;
  return <DashboardLayout data={data} />;
}

/**
 * /dashboard (broadcast spec §2 "Producer dashboard", OVERLAYS §4): shown only to a signed-in user with a name who
 * is linked to a client; everyone else is told why.
 */
export function DashboardPage() {
  const { user } = useAuth();
  return (
    <>
      <PageTitle title={DASHBOARD_TEXT.title} />
      {!user ? (
        <SignedOutNotice returnTo="/dashboard" />
      ) : !user.name ? (
        <Refusal message={DASHBOARD_TEXT.noName} />
      ) : user.clients.length === 0 ? (
        <Refusal message={DASHBOARD_TEXT.noClient} />
      ) : (
        <ProductionDashboard user={user} />
      )}
    </>
  );
}
