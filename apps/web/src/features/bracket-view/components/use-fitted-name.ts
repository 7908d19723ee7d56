import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { fitName, type FittedName } from '../fit-name.js';

let canvas: HTMLCanvasElement | null = null;

/** The width (px) of a text in the element's font, or null where text cannot be measured. */
function measureText(text: string, style: CSSStyleDeclaration): number | null {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

/**
 * Fits a name into its element (fitName): measures the room the element has (a flex item whose width does not
 * depend on its text) and the text widths in its font, again whenever the room changes (zoom, window). Shows
 * the whole name until it is laid out (and in tests without layout).
 */
export function useFittedName(
  name: string,
  short: string,
): { readonly ref: RefObject<HTMLSpanElement | null>; readonly fit: FittedName } {
  const ref = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<FittedName>({ text: name, scale: 1 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // 1 px of slack: canvas widths and laid-out text differ by subpixels.
      const available = element.clientWidth - 1;
      if (available <= 0) {
        setFit((previous) => same(previous, { text: name, scale: 1 }));
        return;
      }
      const style = getComputedStyle(element);
      const nameWidth = measureText(name, style);
      if (nameWidth === null) return;
      const shortWidth =
        short && short !== name ? (measureText(short, style) ?? nameWidth) : nameWidth;
      setFit((previous) =>
        same(previous, fitName({ name, short, available, nameWidth, shortWidth })),
      );
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, short]);
  return { ref, fit: fit.text === name || fit.text === short ? fit : { text: name, scale: 1 } };
}

function same(previous: FittedName, next: FittedName): FittedName {
  return previous.text === next.text && previous.scale === next.scale ? previous : next;
}
