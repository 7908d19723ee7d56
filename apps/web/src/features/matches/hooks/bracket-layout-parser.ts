import { useEffect, useSyncExternalStore } from 'react';
import type { ParseBracketLayoutResult } from '@castline/brackets';

/** `parseBracketLayout` of @castline/brackets (RULES c.2, c.4: the layout must parse). */
export type BracketLayoutParser = (text: string | null | undefined) => ParseBracketLayoutResult;

let parser: BracketLayoutParser | null = null;
let pending: Promise<BracketLayoutParser> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the bracket-layout parser once (issue 11 item 3): it brings zod (~25 kB gzipped), which would otherwise
 * sit in the initial JavaScript of every page that lists a match. A page asks for it when it first needs a
 * layout, so the chunk loads alongside the bracket records. A failed load is logged and tried again on the next
 * request.
 */
export function loadBracketLayoutParser(): Promise<BracketLayoutParser> {
  pending ??= import('./parse-bracket-layout.js').then(
    (module) => {
      parser = module.parseBracketLayout;
      for (const listener of listeners) listener();
      return parser;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getParser(): BracketLayoutParser | null {
  return parser;
}

/**
 * The bracket-layout parser, or null until it has loaded; `needed` starts loading it. Components re-render when
 * it arrives (treat null as "still loading").
 */
export function useBracketLayoutParser(needed: boolean): BracketLayoutParser | null {
  const current = useSyncExternalStore(subscribe, getParser, getParser);
  useEffect(() => {
    if (!needed || current !== null) return;
    loadBracketLayoutParser().catch((error: unknown) => {
      console.error('Could not load the bracket-layout parser', error);
    });
  }, [needed, current]);
  return current;
}
