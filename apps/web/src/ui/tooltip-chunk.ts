// The lazy half of ./lazy-tooltip.tsx: Mantine's Tooltip (and floating-ui with it) as a chunk of its own.
export { Tooltip } from '@mantine/core';
