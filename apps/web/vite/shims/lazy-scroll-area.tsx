import { lazy, Suspense, type ComponentProps, type CSSProperties, type Ref } from 'react';
import type { ScrollArea as MantineScrollArea } from '@mantine/core';

type ScrollAreaProps = ComponentProps<typeof MantineScrollArea> & { ref?: Ref<HTMLDivElement> };

const RealScrollArea = lazy(async () => ({
  default: (await import('./scroll-area-chunk.js')).ScrollArea,
}));

/** What the fallback keeps of the props: the box's class, style, children and DOM attributes. */
function domProps(props: ScrollAreaProps): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (
      name === 'className' ||
      name === 'id' ||
      name.startsWith('data-') ||
      name.startsWith('aria-')
    )
      kept[name] = value;
  }
  return kept;
}

/**
 * Mantine's ScrollArea as Table.ScrollContainer uses it (see ../mantine-lean-imports.ts): the real component
 * loads on first use, and until then the content scrolls in a plain native scroller with the same box. Pages
 * with a native-type or no scroll container never load it.
 */
export function LazyScrollArea(props: ScrollAreaProps) {
  const fallback = (
    <div
      {...domProps(props)}
      ref={props.ref}
      style={{ ...(props.style as CSSProperties | undefined), overflow: 'auto' }}
    >
      {props.children}
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <RealScrollArea {...props} />
    </Suspense>
  );
}
