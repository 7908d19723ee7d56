import { useState } from 'react';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, CLIENT_TEXT } from '../../../lib/client-text.js';
import { ChevronDownIcon, KeyIcon } from './account-icons.js';
import { LazyTokenModal } from './lazy-token-modal.js';
import { useLoginLink } from '../hooks/use-login-link.js';

/**
 * Signed out (public-site §2 "Navbar": Login /login): the Login button, and a small menu with Token so a
 * production machine can be logged in with a pasted token (the token modal says 'You are not logged in.'). On a
 * mini-site the Login link carries the current page (useLoginLink), so the visitor lands back on it.
 */
export function LoginMenu() {
  const [tokenOpened, setTokenOpened] = useState(false);
  const loginLink = useLoginLink();
  return (
    <>
      <Button.Group>
        <Button component={Link} to={loginLink} size="compact-md" data-testid="nav-login">
          {CLIENT_TEXT.navLogin}
        </Button>
        <Menu position="bottom-end" shadow="lg" width={200} withinPortal>
          <Menu.Target>
            <ActionIcon
              size={28}
              variant="filled"
              aria-label={ACCOUNT_TEXT.loginMenuLabel}
              data-testid="login-menu"
              style={{ borderLeft: '1px solid rgba(0, 0, 0, 0.25)' }}
            >
              <ChevronDownIcon size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<KeyIcon size={16} />}
              onClick={() => setTokenOpened(true)}
              data-testid="login-menu-token"
            >
              {ACCOUNT_TEXT.menuToken}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Button.Group>
      <LazyTokenModal opened={tokenOpened} onClose={() => setTokenOpened(false)} />
    </>
  );
}
