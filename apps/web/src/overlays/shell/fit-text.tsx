import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { fitName, type FittedName } from '../../features/bracket-view/fit-name.js';

let canvas: HTMLCanvasElement | null = null;

/** The width of a text in a CSS font (a shared offscreen canvas); 0 where canvas text is unavailable. */
function measureText(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(text).width;
}

/**
 * One line of text that never overflows its box: the whole text when it fits, else shrunk (to 85 %), else the
 * short form (a team's code) when there is one, else shrunk to 75 % and cut with an ellipsis (fitName). The box
 * takes the width its parent gives it; the title keeps the whole text.
 */
export function FitText({
  text,
  short,
  style,
  testId,
}: {
  readonly text: string;
  readonly short?: string | null;
  readonly style?: CSSProperties;
  readonly testId?: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<FittedName>({ text, scale: 1 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // No layout (hidden, or not laid out yet): nothing to fit against.
      if (element.clientWidth === 0) return;
      const font = getComputedStyle(element).font;
      setFit(
        fitName({
          name: text,
          short: short ?? '',
          available: element.clientWidth,
          nameWidth: measureText(text, font),
          shortWidth: short ? measureText(short, font) : 0,
        }),
      );
    };
    measure();
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    return () => {
      live = false;
    };
  }, [text, short]);
  return (
    <span
      ref={box}
      data-testid={testId}
      title={text}
      style={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        ...style,
      }}
    >
      <span style={{ fontSize: fit.scale === 1 ? undefined : `${fit.scale}em` }}>{fit.text}</span>
    </span>
  );
}
