import { TextInput } from '@mantine/core';
import { ACCOUNT_TEXT } from '../../../lib/client-text.js';
import { InfoIcon } from '../../auth/components/account-icons.js';
import { LazyTooltip } from '../../../ui/lazy-tooltip.js';

/**
 * A read-only profile field (public-site §2 "Profile page": name and Battletag) with a tooltip telling the user
 * to send a request to the support channel; the hint is the trigger's accessible name, so keyboard and screen
 * reader users get it too.
 */
export function ReadOnlyField({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: string | null | undefined;
  readonly testId: string;
}) {
  return (
    <TextInput
      label={label}
      value={value ?? ''}
      placeholder={ACCOUNT_TEXT.profileNotSet}
      readOnly
      data-testid={testId}
      rightSectionPointerEvents="all"
      styles={{ input: { cursor: 'default', opacity: 0.85 } }}
      rightSection={
        <LazyTooltip
          label={ACCOUNT_TEXT.profileReadOnlyHint}
          events={{ hover: true, focus: true, touch: true }}
          multiline
          w={240}
          withArrow
        >
          <span
            tabIndex={0}
            role="img"
            aria-label={ACCOUNT_TEXT.profileReadOnlyHint}
            data-testid={`${testId}-hint`}
            style={{
              display: 'inline-flex',
              color: 'var(--mantine-color-dimmed)',
              borderRadius: 999,
            }}
          >
            <InfoIcon size={18} />
          </span>
        </LazyTooltip>
      }
    />
  );
}
