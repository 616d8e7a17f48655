import { Typography } from '@mui/material';

/** One line of text cut with an ellipsis at `maxWidth`; the whole text shows on hover. */
export const TruncatedText = ({ text, maxWidth }: { text: string | null | undefined; maxWidth: number }) =>
  text ? (
    <Typography variant="body2" noWrap title={text} sx={{ maxWidth, fontSize: 'inherit' }}>
      {text}
    </Typography>
  ) : null;
