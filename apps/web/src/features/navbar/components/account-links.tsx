import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CLIENT_TEXT } from '../../../lib/client-text.js';
import { isProductionUser, useAuth } from '../../../lib/auth/auth-context.js';
import { LoginMenu } from '../../auth/components/login-menu.js';
import { UserMenu } from '../../auth/components/user-menu.js';

/**
 * Profile (signed in), Dashboard (production users) and the user menu, or Login (signed out) (public-site §2
 * "Navbar").
 */
export function AccountLinks({ fullWidth = false }: { readonly fullWidth?: boolean }) {
  const auth = useAuth();
  if (!auth.user) return <LoginMenu />;
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
      <UserMenu />
    </>
  );
}
