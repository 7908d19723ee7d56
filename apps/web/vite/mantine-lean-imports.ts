import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A Mantine ESM file by its path under @mantine/core/esm/. */
const mantineFile = (path: string) =>
  new RegExp(
    `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]${path.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
  );

const shim = (name: string) =>
  JSON.stringify(fileURLToPath(new URL(`./shims/${name}`, import.meta.url)));

/** Each rewrite: the Mantine file it applies to, the import it replaces and what replaces it. */
const REWRITES = [
  {
    // ScrollArea imports only `useMergeRefs` from @floating-ui/react, whose one ESM module the bundler keeps in
    // one chunk: every page with a scroll area loaded floating-ui's popover and menu code (~15 kB gzipped) for
    // a 40-line hook. A copy of the hook stands in; popovers, tooltips and menus keep the real floating-ui.
    file: mantineFile('components/ScrollArea/ScrollArea.mjs'),
    from: 'import { useMergeRefs } from "@floating-ui/react";',
    to: `import { useMergeRefs } from ${shim('use-merge-refs.ts')};`,
  },
  {
    // `Table` carries `Table.ScrollContainer` as a static member, so every page with a table loaded ScrollArea
    // (~6 kB gzipped) even without a scroll container. The container now loads ScrollArea when it first renders
    // one (type "scrollarea"); type "native" never does.
    file: mantineFile('components/Table/TableScrollContainer.mjs'),
    from: 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";',
    to: `import { LazyScrollArea as ScrollArea } from ${shim('lazy-scroll-area.tsx')};`,
  },
  {
    // InlineInput (the label frame of Switch, Checkbox and Radio) reads only `Input.Description` and
    // `Input.Error`, but imports the whole `Input` with its static members (wrapper, clear button with
    // CloseButton, loader…): a page with one switch loaded ~5 kB gzipped of text-input code. The two parts it
    // reads, imported directly, are the same components.
    file: mantineFile('utils/InlineInput/InlineInput.mjs'),
    from: 'import { Input } from "../../components/Input/Input.mjs";',
    to: [
      'import { InputDescription } from "../../components/Input/InputDescription/InputDescription.mjs";',
      'import { InputError } from "../../components/Input/InputError/InputError.mjs";',
      'const Input = { Description: InputDescription, Error: InputError };',
    ].join('\n'),
  },
  // The same for the Switch, Checkbox and Radio groups (static members of Switch, Checkbox and Radio, so
  // loaded with every switch): they read only `Input.Wrapper`.
  ...[
    'Switch/SwitchGroup/SwitchGroup',
    'Checkbox/CheckboxGroup/CheckboxGroup',
    'Radio/RadioGroup/RadioGroup',
  ].map((path) => ({
    file: mantineFile(`components/${path}.mjs`),
    from: 'import { Input } from "../../Input/Input.mjs";',
    to: [
      'import { InputWrapper } from "../../Input/InputWrapper/InputWrapper.mjs";',
      'const Input = { Wrapper: InputWrapper };',
    ].join('\n'),
  })),
];

/**
 * Issue 11 item 3: imports inside Mantine that put more on a page than it uses, rewritten in the production
 * build (dev and the unit tests load Mantine pre-bundled or as published: the same components, so the same
 * behaviour; the Playwright tests run the build). Fails the build when Mantine stops importing them as expected:
 * re-check these and the bundle budgets after a Mantine upgrade.
 */
export function mantineLeanImports(): Plugin {
  return {
    name: 'castline:mantine-lean-imports',
    enforce: 'pre',
    transform: {
      filter: { id: REWRITES.map((rewrite) => rewrite.file) },
      handler(code, id) {
        const rewrite = REWRITES.find((candidate) => candidate.file.test(id));
        if (!rewrite) return null;
        if (!code.includes(rewrite.from)) {
          this.error(
            `${id} no longer has \`${rewrite.from}\`; update vite/mantine-lean-imports.ts`,
          );
        }
        return { code: code.replace(rewrite.from, rewrite.to), map: null };
      },
    },
  };
}
