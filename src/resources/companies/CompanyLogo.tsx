// A company's logo, or its initial when it has none or the image does not load.
import { Avatar } from '@mui/material';

/** The company's logo, or its initial when it has none or the image does not load. */
export const CompanyLogo = ({ name, logo, size = 32 }: { name: string; logo: string | null; size?: number }) => (
  <Avatar
    src={logo ?? undefined}
    alt=""
    variant="rounded"
    sx={{
      width: size,
      height: size,
      fontSize: size / 2.2,
      bgcolor: 'primary.light',
      '& img': { objectFit: 'contain', bgcolor: 'background.paper' },
    }}
  >
    {name.charAt(0).toUpperCase()}
  </Avatar>
);
