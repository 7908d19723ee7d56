/** Translucent fills for boxes inside a themed panel, chosen so the panel's text stays readable on them. */
export interface PanelShade {
  /** Cells and cards: darkens a panel with light text, lightens one with dark text. */
  readonly strong: string;
  /** A lighter emphasis (winner's score, a highlighted row). */
  readonly soft: string;
  /** Rules between rows. */
  readonly line: string;
}

const LIGHT_TEXT: PanelShade = Object.freeze({
  strong: 'rgba(0, 0, 0, 0.28)',
  soft: 'rgba(255, 255, 255, 0.1)',
  line: 'rgba(255, 255, 255, 0.12)',
});
const DARK_TEXT: PanelShade = Object.freeze({
  strong: 'rgba(255, 255, 255, 0.45)',
  soft: 'rgba(0, 0, 0, 0.08)',
  line: 'rgba(0, 0, 0, 0.14)',
});

/**
 * The shade for a panel's text colour (a '#rrggbb' from the overlay theme): light text gets dark fills, which
 * only raise its contrast; dark text gets light fills. Unreadable colours count as light text.
 */
export function getPanelShade(textColor: string): PanelShade {
  const hex = /^#?([0-9a-f]{6})/i.exec(textColor.trim())?.[1];
  if (!hex) return LIGHT_TEXT;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const brightness = (0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0)) / 255;
  return brightness >= 0.5 ? LIGHT_TEXT : DARK_TEXT;
}
