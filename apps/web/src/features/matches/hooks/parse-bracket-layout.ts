// The lazy half of ./bracket-layout-parser.ts: the one layout rule of @castline/brackets (its zod schema comes
// with it), imported dynamically so it is a chunk of its own and never part of a page's initial JavaScript.
export { parseBracketLayout } from '@castline/brackets';
