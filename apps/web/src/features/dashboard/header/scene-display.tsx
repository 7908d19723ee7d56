import { Text } from '@mantine/core';
import type { StreamEntry } from '@castline/contracts';
import type { SceneChange } from './dashboard-production.js';
import { HEADER_TEXT } from './header-text.js';
import classes from './dashboard-header.module.css';

const T = HEADER_TEXT.scenes;

/**
 * The scenes to show: the latest prod_preview_program_change of the active broadcast; before any, the scenes of the
 * client's transmitter in special:streams when it has exactly one (so a reloaded dashboard shows OBS as it is). A
 * change that names no scene (a tally with no Producer scenes yet) counts as none.
 */
export function pickShownScenes(
  change: SceneChange | null,
  streams: readonly StreamEntry[],
): { preview: string | null; program: string | null; source: string | null } | null {
  if (change && (change.preview !== null || change.program !== null)) {
    return { preview: change.preview, program: change.program, source: change.source };
  }
  const [only, ...others] = streams;
  if (only && others.length === 0) {
    return { preview: only.scenes.preview, program: only.scenes.program, source: only.clientName };
  }
  return null;
}

/** 'Preview: X' / 'Program: Y' (or '—'), with the transmitter they come from (broadcast §2). */
export function SceneDisplay({
  change,
  streams,
}: {
  readonly change: SceneChange | null;
  readonly streams: readonly StreamEntry[];
}) {
  const scenes = pickShownScenes(change, streams);
  return (
    <div
      className={classes.scenes}
      data-testid="scene-display"
      title={scenes?.source ? T.source(scenes.source) : T.waiting}
      aria-live="polite"
    >
      <Text component="span" size="sm" className={classes.scene} data-testid="scene-preview">
        <span className={classes.scenePreview}>{T.preview}:</span> {scenes?.preview ?? T.none}
      </Text>
      <Text component="span" size="sm" className={classes.scene} data-testid="scene-program">
        <span className={classes.sceneProgram}>{T.program}:</span> {scenes?.program ?? T.none}
      </Text>
    </div>
  );
}
