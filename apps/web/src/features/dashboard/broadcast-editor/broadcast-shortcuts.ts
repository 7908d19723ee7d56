/**
 * The broadcast editor's keyboard shortcuts (issue 16 item 6: the most used presses). Alt+Shift with a key, so
 * they clash neither with typing nor with the browsers' own Alt+digit (tab switch) and Alt+letter (menu) keys; `?`
 * opens the cheat sheet. Keys are read by their physical code, so layouts and macOS Option characters do not matter.
 */
export type BroadcastShortcutId = 'mapWinLeft' | 'mapWinRight' | 'flip' | 'breakModal' | 'sheet';

export interface BroadcastShortcut {
  readonly id: BroadcastShortcutId;
  /** As aria-keyshortcuts and the cheat sheet spell it. */
  readonly keys: string;
  readonly code: string | null;
  /** For `?`: the character typed (Shift+/ on most layouts). */
  readonly key?: string;
}

export const BROADCAST_SHORTCUTS: readonly BroadcastShortcut[] = [
  { id: 'mapWinLeft', keys: 'Alt+Shift+1', code: 'Digit1' },
  { id: 'mapWinRight', keys: 'Alt+Shift+2', code: 'Digit2' },
  { id: 'flip', keys: 'Alt+Shift+F', code: 'KeyF' },
  { id: 'breakModal', keys: 'Alt+Shift+B', code: 'KeyB' },
  { id: 'sheet', keys: '?', code: null, key: '?' },
];

export const shortcutKeys = (id: BroadcastShortcutId): string =>
  BROADCAST_SHORTCUTS.find((s) => s.id === id)?.keys ?? '';

/** True when the key goes to a field being typed in (input, textarea, select, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
    null
  );
}

/** The shortcut a key press means, or null (typing in a field, a repeat, or another key). */
export function matchBroadcastShortcut(
  event: Pick<
    KeyboardEvent,
    'code' | 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'repeat' | 'target'
  >,
): BroadcastShortcutId | null {
  if (event.repeat || event.ctrlKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  for (const shortcut of BROADCAST_SHORTCUTS) {
    if (shortcut.code !== null) {
      if (event.altKey && event.shiftKey && event.code === shortcut.code) return shortcut.id;
    } else if (!event.altKey && event.key === shortcut.key) {
      return shortcut.id;
    }
  }
  return null;
}
