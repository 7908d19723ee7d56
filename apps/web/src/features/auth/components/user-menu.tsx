import { Fragment, useState, type ComponentType } from 'react';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { useAuth, useAuthStore } from '../../../lib/auth/auth-context.js';
import { isProductionHost } from '../../../lib/auth/auth-hosts.js';
import { isProtectedPath } from '../../../lib/auth/is-protected-path.js';
import { useSite } from '../../../lib/host/site-context.js';
import {
  getUserMenuItems,
  type UserMenuItem,
  type UserMenuItemKey,
} from '../get-user-menu-items.js';
import { useClientKey } from '../hooks/use-client-key.js';
import { LazyTokenModal } from './lazy-token-modal.js';
import {
  ChevronDownIcon,
  DashboardIcon,
  EditIcon,
  KeyIcon,
  LogoutIcon,
  MonitorIcon,
  RefreshIcon,
  TallyIcon,
  UserIcon,
} from './account-icons.js';

const ICONS: Record<UserMenuItemKey, ComponentType<{ size?: number }>> = {
  'player-page': UserIcon,
  'edit-profile': EditIcon,
  dashboard: DashboardIcon,
  'source-overview': MonitorIcon,
  'tally-viewer': TallyIcon,
  token: KeyIcon,
  reauthenticate: RefreshIcon,
  logout: LogoutIcon,
};

const SECTIONS: readonly UserMenuItem['section'][] = ['account', 'production', 'session'];

/** Below Mantine's md breakpoint the navbar's actions sit in the drawer, where the menu is shown as a list. */
const PHONE_QUERY = '(max-width: 61.99em)';

/**
 * The signed-in user's menu in the navbar (public-site §2 "Navbar" user menu, §6): avatar and name, then the
 * items of getUserMenuItems; Token opens the token modal; Logout clears the login (and leaves a protected page).
 */
export function UserMenu() {
  const auth = useAuth();
  const store = useAuthStore();
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const clientKey = useClientKey(auth.user);
  const [tokenOpened, setTokenOpened] = useState(false);
  const inDrawer = useMediaQuery(PHONE_QUERY) ?? false;
  if (!auth.user) return null;
  const name = auth.user.name?.trim() || ACCOUNT_TEXT.userMenuFallbackName;
  const items = getUserMenuItems({
    user: auth.user,
    clientKey,
    isProductionHost: isProductionHost(site.location.hostname),
  });

  const logout = () => {
    const leave = isProtectedPath(location.pathname, site.miniSiteEventId !== null);
    void store.logout();
    if (leave) void navigate('/');
  };

  const renderItem = (item: UserMenuItem) => {
    const Icon = ICONS[item.key];
    const common = {
      leftSection: <Icon size={16} />,
      'data-testid': `user-menu-${item.key}`,
    };
    if (item.to !== undefined) {
      return (
        <Menu.Item key={item.key} component={Link} to={item.to} {...common}>
          {item.label}
        </Menu.Item>
      );
    }
    return (
      <Menu.Item
        key={item.key}
        color={item.key === 'logout' ? 'red' : undefined}
        onClick={item.key === 'logout' ? logout : () => setTokenOpened(true)}
        {...common}
      >
        {item.label}
      </Menu.Item>
    );
  };

  const sections = SECTIONS.map((section) =>
    items.filter((item) => item.section === section),
  ).filter((group) => group.length > 0);

  const tokenModal = <LazyTokenModal opened={tokenOpened} onClose={() => setTokenOpened(false)} />;

  if (inDrawer) {
    // In the phone drawer: the same items as a list (a dropdown inside a drawer is awkward to use by touch).
    return (
      <>
        <Stack gap={2} data-testid="user-menu-inline">
          <UserIdentity avatar={auth.user.avatar} name={name} py={6} />
          {sections.map((group, index) => (
            <Stack
              key={group[0]?.section ?? index}
              gap={0}
              pt={6}
              style={{ borderTop: '1px solid rgba(255,255,255,0.08)' }}
            >
              {group[0]?.section === 'production' && (
                <Text size="xs" c="dimmed" fw={700} tt="uppercase" py={4}>
                  {ACCOUNT_TEXT.menuProduction}
                </Text>
              )}
              {group.map((item) => {
                const Icon = ICONS[item.key];
                const content = (
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={18} />
                    <Text size="sm" fw={600} c={item.key === 'logout' ? 'red.4' : undefined}>
                      {item.label}
                    </Text>
                  </Group>
                );
                const style = { padding: '10px 6px', borderRadius: 8, color: 'inherit' };
                return item.to !== undefined ? (
                  <UnstyledButton
                    key={item.key}
                    component={Link}
                    to={item.to}
                    style={style}
                    data-testid={`user-menu-${item.key}`}
                  >
                    {content}
                  </UnstyledButton>
                ) : (
                  <UnstyledButton
                    key={item.key}
                    onClick={item.key === 'logout' ? logout : () => setTokenOpened(true)}
                    style={style}
                    data-testid={`user-menu-${item.key}`}
                  >
                    {content}
                  </UnstyledButton>
                );
              })}
            </Stack>
          ))}
        </Stack>
        {tokenModal}
      </>
    );
  }

  return (
    <>
      <Menu position="bottom-end" shadow="lg" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={ACCOUNT_TEXT.userMenuLabel(name)}
            data-testid="user-menu"
            style={{ borderRadius: 999, color: 'inherit', padding: 2 }}
          >
            <Group gap={4} wrap="nowrap">
              <Avatar
                src={auth.user.avatar}
                alt=""
                name={auth.user.name ?? undefined}
                color="initials"
                size={32}
                radius="xl"
              />
              <ChevronDownIcon size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown data-testid="user-menu-dropdown">
          <UserIdentity avatar={auth.user.avatar} name={name} px="sm" py={8} />
          {sections.map((group, index) => (
            <Fragment key={group[0]?.section ?? index}>
              <Menu.Divider />
              {group[0]?.section === 'production' && (
                <Menu.Label>{ACCOUNT_TEXT.menuProduction}</Menu.Label>
              )}
              {group.map(renderItem)}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
      {tokenModal}
    </>
  );
}

/** The signed-in user's avatar and name at the top of the menu (dropdown and drawer list alike). */
function UserIdentity({
  avatar,
  name,
  px,
  py,
}: {
  readonly avatar: string | null | undefined;
  readonly name: string;
  readonly px?: 'sm';
  readonly py: number;
}) {
  return (
    <Group gap="sm" px={px} py={py} wrap="nowrap">
      <Avatar src={avatar} alt="" name={name} color="initials" size={36} radius="xl" />
      <Text fw={700} size="sm" truncate="end" data-testid="user-menu-name">
        {name}
      </Text>
    </Group>
  );
}
