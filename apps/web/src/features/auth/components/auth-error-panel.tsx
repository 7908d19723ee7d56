import { Button, Code, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { LOGIN_PATH } from '../../../lib/auth/auth-paths.js';

export interface AuthErrorPanelProps {
  readonly message: string;
  /** The technical detail for a developer, folded away; null shows none. */
  readonly detail: string | null;
  /** The label of the button back to the login page. */
  readonly tryAgainLabel: string;
}

/** A failed sign-in (the Discord return or a mini-site hand-off): the reason, its detail, and the ways on. */
export function AuthErrorPanel({ message, detail, tryAgainLabel }: AuthErrorPanelProps) {
  return (
    <>
      <Title order={1} size="h3" c="red.4" data-testid="auth-status">
        {ACCOUNT_TEXT.authError}
      </Title>
      <Text data-testid="auth-error-message">{message}</Text>
      {detail && (
        <details style={{ maxWidth: '100%', textAlign: 'left' }} data-testid="auth-error-detail">
          <summary
            style={{ cursor: 'pointer', color: 'var(--mantine-color-dimmed)', fontSize: 14 }}
          >
            {ACCOUNT_TEXT.authDeveloperDetail}
          </summary>
          <Code block mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {detail}
          </Code>
        </details>
      )}
      <Group justify="center" gap="sm">
        <Button component={Link} to={LOGIN_PATH} data-testid="auth-try-again">
          {tryAgainLabel}
        </Button>
        <Button component={Link} to="/" variant="default">
          {ACCOUNT_TEXT.authHome}
        </Button>
      </Group>
    </>
  );
}
