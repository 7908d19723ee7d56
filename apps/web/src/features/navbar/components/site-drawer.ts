/** Mantine's Drawer, in its own lazy chunk (the site header loads it the first time the burger opens it). */
export { Drawer } from '@mantine/core';
