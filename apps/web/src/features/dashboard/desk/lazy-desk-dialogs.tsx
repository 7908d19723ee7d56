import { lazy, Suspense, type ComponentProps } from 'react';
import type { AutoDraftDialog, RemoveGuestDialog } from './desk-dialogs.js';

const loadDialogs = () => import('./desk-dialogs.js');
const RemoveGuest = lazy(async () => ({ default: (await loadDialogs()).RemoveGuestDialog }));
const AutoDraft = lazy(async () => ({ default: (await loadDialogs()).AutoDraftDialog }));

/** The remove prompt, loaded when first shown (render it only while it is open). */
export function LazyRemoveGuestDialog(props: ComponentProps<typeof RemoveGuestDialog>) {
  return (
    <Suspense fallback={null}>
      <RemoveGuest {...props} />
    </Suspense>
  );
}

/** The auto-draft question, loaded when first shown (render it only while it is open). */
export function LazyAutoDraftDialog(props: ComponentProps<typeof AutoDraftDialog>) {
  return (
    <Suspense fallback={null}>
      <AutoDraft {...props} />
    </Suspense>
  );
}
