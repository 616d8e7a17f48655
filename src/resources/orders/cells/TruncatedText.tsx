// Text clamped to a number of lines with the whole text in a tooltip (the order list's narrow columns).
import { Typography } from '@mui/material';

/** Clamps a text to `lines` lines (an ellipsis ends the last), wrapping between words. */
export const lineClampSx = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
  }) as const;

/**
 * Text cut with an ellipsis at `maxWidth`, on one line or wrapped on up to `lines` lines (the list's rows are two
 * lines high anyway); the whole text shows on hover.
 */
export const TruncatedText = ({
  text,
  maxWidth,
  lines = 1,
}: {
  text: string | null | undefined;
  maxWidth: number;
  lines?: number;
}) =>
  text ? (
    <Typography
      variant="body2"
      noWrap={lines === 1}
      title={text}
      sx={{ maxWidth, fontSize: 'inherit', ...(lines > 1 ? lineClampSx(lines) : {}) }}
    >
      {text}
    </Typography>
  ) : null;
