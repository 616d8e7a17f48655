// A product as the stock tables show it: its name, then its code in small grey type when it has one.
import { Typography } from '@mui/material';

export const ProductName = ({ name, code }: { name: string; code: string | null | undefined }) => (
  <>
    {name}
    {code ? (
      <Typography component="span" variant="caption" color="text.secondary">
        {' '}
        ({code})
      </Typography>
    ) : null}
  </>
);
