import type { CSSProperties } from 'react';
import { useFittedName } from '../../features/bracket-view/components/use-fitted-name.js';

/**
 * A one-line text fitted to its box (the bracket view's fitName): whole, slightly smaller, or its short form (a
 * team's code), shrunk down to 75 % and cut with an ellipsis beyond that; the title keeps the whole text. It is a
 * flex item whose width does not depend on its text (flex 1 1 0), so the room it measures is its box.
 */
export function FittedText({
  text,
  short = text,
  style,
  testId,
}: {
  readonly text: string;
  readonly short?: string;
  readonly style?: CSSProperties;
  readonly testId?: string;
}) {
  const { ref, fit } = useFittedName(text, short);
  return (
    <span
      ref={ref}
      title={text}
      data-testid={testId}
      style={{
        flex: '1 1 0',
        minWidth: 0,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...style,
      }}
    >
      {fit.scale < 1 ? <span style={{ fontSize: `${fit.scale}em` }}>{fit.text}</span> : fit.text}
    </span>
  );
}
