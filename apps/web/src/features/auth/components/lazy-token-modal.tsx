import { lazy, Suspense } from 'react';

const TokenModal = lazy(async () => ({ default: (await import('./token-modal.js')).TokenModal }));

/**
 * The token modal, loaded the first time it opens: the navbar of every page carries the user menu, but only a few
 * visitors ever open the modal (its inputs, checkbox and copy button stay out of the site shell's chunk).
 */
export function LazyTokenModal({
  opened,
  onClose,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
}) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <TokenModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
