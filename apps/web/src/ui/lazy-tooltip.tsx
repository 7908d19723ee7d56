import { useEffect, useState, type ComponentType } from 'react';
import type { TooltipProps } from '@mantine/core';

let loaded: ComponentType<TooltipProps> | null = null;
let loading: Promise<ComponentType<TooltipProps>> | null = null;

function loadTooltip(): Promise<ComponentType<TooltipProps>> {
  loading ??= import('./tooltip-chunk.js').then(
    (module) => (loaded = module.Tooltip),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Mantine's `Tooltip`, loaded after the page shows (issue 11 item 3): a tooltip brings floating-ui (~20 kB
 * gzipped with Mantine's positioning), which a page does not need to show. Until it has loaded (an idle moment
 * after the first render) the children render alone, so the trigger must carry its own accessible name as it
 * should anyway; hovering works from then on.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  useEffect(() => {
    if (Tooltip) return undefined;
    let active = true;
    const start = () => {
      loadTooltip().then(
        (component) => {
          if (active) setTooltip(() => component);
        },
        (error: unknown) => console.error('Could not load the tooltip', error),
      );
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(start, 200) : undefined;
    return () => {
      active = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [Tooltip]);
  return Tooltip ? <Tooltip {...props} /> : props.children;
}
