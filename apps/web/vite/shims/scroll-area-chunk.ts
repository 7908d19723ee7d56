// The lazy half of ./lazy-scroll-area.tsx: Mantine's ScrollArea as a chunk of its own.
export { ScrollArea } from '@mantine/core';
