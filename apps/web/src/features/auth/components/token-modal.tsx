import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
} from '@mantine/core';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { useAuth, useAuthStore } from '../../../lib/auth/auth-context.js';
import { siteNotifier } from '../../../app/providers/site-providers.js';
import { canCopyToken } from '../can-copy-token.js';
import { readForcedToken } from '../read-forced-token.js';

/**
 * The token modal (public-site §2 user menu "Token modal", §5, §8): the stored token, copyable only after
 * ticking 'I will keep my token safe'; 'You are not logged in.' without one; force-auth with a pasted token
 * ('No token supplied. You can force a logout from the user dropdown.' when empty, the toast 'New token
 * authenticated and stored' when the server accepts it, the server's message when it does not).
 */
export function TokenModal({
  opened,
  onClose,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  const auth = useAuth();
  const store = useAuthStore();
  const [ticked, setTicked] = useState(false);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setTicked(false);
    setPasted('');
    setError(null);
    onClose();
  };

  const forceAuth = async (event: FormEvent) => {
    event.preventDefault();
    const forced = readForcedToken(pasted);
    if (!forced.ok) {
      setError(forced.message);
      return;
    }
    setBusy(true);
    setError(null);
    const check = await store.authenticateToken(forced.token);
    setBusy(false);
    if (check.status === 'authenticated') {
      siteNotifier.success(ACCOUNT_TEXT.tokenAuthenticated);
      close();
    } else if (check.status !== 'signed-out') {
      setError(check.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={ACCOUNT_TEXT.tokenTitle} centered size="md">
      <Stack gap="md" data-testid="token-modal">
        {auth.token ? (
          <>
            <Text size="sm" c="dimmed">
              {ACCOUNT_TEXT.tokenExplain}
            </Text>
            <PasswordInput
              label={ACCOUNT_TEXT.tokenLabel}
              value={auth.token}
              readOnly
              data-testid="token-value"
            />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Checkbox
                label={ACCOUNT_TEXT.tokenSafe}
                checked={ticked}
                onChange={(event) => setTicked(event.currentTarget.checked)}
                data-testid="token-safe"
              />
              <CopyButton value={auth.token}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    disabled={!canCopyToken(auth.token, ticked)}
                    color={copied ? 'teal' : undefined}
                    data-testid="token-copy"
                  >
                    {copied ? ACCOUNT_TEXT.tokenCopied : ACCOUNT_TEXT.tokenCopy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Alert color="gray" variant="light" data-testid="token-signed-out">
            {ACCOUNT_TEXT.tokenNotLoggedIn}
          </Alert>
        )}
        <Divider label={ACCOUNT_TEXT.tokenForceHeading} labelPosition="left" />
        <form onSubmit={(event) => void forceAuth(event)} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={ACCOUNT_TEXT.tokenForceLabel}
              description={ACCOUNT_TEXT.tokenForceText}
              placeholder={ACCOUNT_TEXT.tokenForcePlaceholder}
              value={pasted}
              onChange={(event) => {
                setPasted(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              data-testid="token-force-input"
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={busy} data-testid="token-force-submit">
                {ACCOUNT_TEXT.tokenForceButton}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
