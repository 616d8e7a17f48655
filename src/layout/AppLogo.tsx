// The product logo: an inline SVG so it takes the app bar's text colour.
import { useTranslate } from 'react-admin';

export const AppLogo = ({ height = 32 }: { height?: number }) => {
  const translate = useTranslate();
  const name = translate('app.title');
  return (
    <svg
      height={height}
      width={(height * 220) / 40}
      viewBox="0 0 220 40"
      role="img"
      aria-label={translate('app.logoAlt')}
      style={{ flexShrink: 0 }}
    >
      <rect x="2" y="6" width="28" height="28" rx="6" fill="currentColor" opacity="0.9" />
      <path d="M9 14h11l5 6v7H9z" fill="#1976d2" />
      <text
        x="38"
        y="26"
        fontFamily="Roboto, Helvetica, Arial, sans-serif"
        fontSize="17"
        fontWeight="600"
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  );
};
