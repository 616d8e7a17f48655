// The order list's cells as plain elements with class names, styled once by the table's sx (ORDER_CELLS_SX) instead
// of a Typography, Stack or Box with an sx of their own in every cell. Each of those was a styled component (its props
// resolved against the theme, its sx serialised and hashed, an emotion insertion) on every cell of every row. The
// texts look as they did: the rules below are the variants' own (body2, caption) and the same sizes, weights and
// colours (docs/architecture.md, "The order list's rows").

/** The class names of the cells' parts; ORDER_CELLS_SX styles them. */
export const CELL = {
  /**
   * A cell (its td) that keeps to one line. The headers may wrap: the list fits a 1600 px screen with the menu open,
   * and 1366 px with a short horizontal scroll; every column stays on the page.
   */
  oneLine: 'OrderCell-oneLine',
  /** Inherits the cell's text (its size is the dense table's), clamped to two lines with an ellipsis. */
  clamp: 'OrderCell-clamp',
  /** One line, cut with an ellipsis. */
  noWrap: 'OrderCell-noWrap',
  /** The list's body2 text at its own size (the delivery promise), not the dense table's. */
  body2: 'OrderCell-body2',
  /** A second, smaller line (the variant caption), on a line of its own. */
  caption: 'OrderCell-caption',
  /** A column of lines. */
  lines: 'OrderCell-lines',
  /** The company's logo and name side by side. */
  company: 'OrderCell-company',
  /** The flags' icons side by side. */
  flags: 'OrderCell-flags',
  /** Text on two lines exactly where it has its line break (the slot's hours, then its day). */
  preLines: 'OrderCell-preLines',
  medium: 'OrderCell-medium',
  bold: 'OrderCell-bold',
  secondary: 'OrderCell-secondary',
  late: 'OrderCell-late',
  onTime: 'OrderCell-onTime',
  /** The price multiplier's flag; with `struck` when it was deactivated. */
  multiplier: 'OrderCell-multiplier',
  struck: 'OrderCell-struck',
  /** The company's logo (or initial). */
  logo: 'OrderCell-logo',
} as const;

/** The cells' rules, part of the order table's sx. */
export const ORDER_CELLS_SX = {
  [`& .${CELL.oneLine}`]: { whiteSpace: 'nowrap' },
  [`& .${CELL.clamp}`]: {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
  },
  [`& .${CELL.noWrap}`]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  [`& .${CELL.body2}`]: { typography: 'body2' },
  [`& .${CELL.caption}`]: { typography: 'caption', display: 'block' },
  [`& .${CELL.lines}`]: { display: 'flex', flexDirection: 'column' },
  [`& .${CELL.company}`]: { display: 'flex', alignItems: 'center', gap: 1 },
  [`& .${CELL.flags}`]: { display: 'flex', alignItems: 'center', gap: 0.5 },
  [`& .${CELL.preLines}`]: { whiteSpace: 'pre', lineHeight: 1.3 },
  [`& .${CELL.medium}`]: { fontWeight: 500 },
  [`& .${CELL.bold}`]: { fontWeight: 700 },
  [`& .${CELL.secondary}`]: { color: 'text.secondary' },
  [`& .${CELL.late}`]: { color: 'error.main' },
  [`& .${CELL.onTime}`]: { color: 'success.dark' },
  // A deactivated one is struck through in the secondary text colour: the disabled grey is 2.6:1 on a row's tint (axe,
  // /orders/list in the clean-clone run at b27480a), under WCAG AA's 4.5:1.
  [`& .${CELL.multiplier}`]: { color: 'secondary.main' },
  [`& .${CELL.multiplier}.${CELL.struck}`]: { color: 'text.secondary', textDecoration: 'line-through' },
  [`& .${CELL.logo}`]: { width: 24, height: 24, fontSize: 12 },
} as const;
