// Type details of the public pages: buttons in sentence case (the console's upper-case buttons shout on a marketing
// page, and long Polish labels in capitals break into two lines).
export const LANDING_TYPOGRAPHY = {
  '& .MuiButton-root': { textTransform: 'none', fontWeight: 600 },
} as const;
