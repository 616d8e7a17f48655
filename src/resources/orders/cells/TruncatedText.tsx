// Text clamped to one or two lines with the whole text in its title (the order list's narrow columns).
import { CELL } from './cellStyles.ts';

/**
 * Text cut with an ellipsis at `maxWidth`, on one line or wrapped on up to two lines (the list's rows are two lines
 * high anyway); the whole text shows on hover.
 */
export const TruncatedText = ({
  text,
  maxWidth,
  lines = 1,
}: {
  text: string | null | undefined;
  maxWidth: number;
  lines?: 1 | 2;
}) =>
  text ? (
    <div className={lines === 1 ? CELL.noWrap : CELL.clamp} title={text} style={{ maxWidth }}>
      {text}
    </div>
  ) : null;
