import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { useLoginLink } from '../../auth/hooks/use-login-link.js';
import { isProductionUser, useAuth } from '../../../lib/auth/auth-context.js';

// The menus (Mantine Menu and its floating-ui positioning) load right after the page shows, not before it
// (issue 11 item 3): until then the Login button is plain and the user menu's avatar is absent.
const LoginMenu = lazy(async () => ({
  default: (await import('../../auth/components/login-menu.js')).LoginMenu,
}));
const UserMenu = lazy(async () => ({
  default: (await import('../../auth/components/user-menu.js')).UserMenu,
}));

/** The Login button as it looks before its menu has loaded. */
function PlainLoginButton() {
  const loginLink = useLoginLink();
  return (
    <Button component={Link} to={loginLink} size="compact-md" data-testid="nav-login">
      {CLIENT_TEXT.navLogin}
    </Button>
  );
}

/**
 * Profile (signed in), Dashboard (production users) and the user menu, or Login (signed out) (public-site §2
 * "Navbar").
 */
export function AccountLinks({ fullWidth = false }: { readonly fullWidth?: boolean }) {
  const auth = useAuth();
  if (!auth.user)
    return (
      <Suspense fallback={<PlainLoginButton />}>
        <LoginMenu />
      </Suspense>
    );
  return (
    <>
      {isProductionUser(auth) && (
        <Button
          component={Link}
          to="/dashboard"
          size="compact-md"
          variant="light"
          fullWidth={fullWidth}
          data-testid="nav-dashboard"
        >
          {CLIENT_TEXT.navDashboard}
        </Button>
      )}
      <Button
        component={Link}
        to="/profile"
        size="compact-md"
        variant="filled"
        fullWidth={fullWidth}
        data-testid="nav-profile"
      >
        {CLIENT_TEXT.navProfile}
      </Button>
      <Suspense fallback={null}>
        <UserMenu />
      </Suspense>
    </>
  );
}
