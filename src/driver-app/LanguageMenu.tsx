// The app's language button; its menu (the four languages by their own names) loads when first opened.
import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDriverI18n } from './i18n.tsx';

const LanguageList = lazy(() => import('./LanguageList.tsx').then((module) => ({ default: module.LanguageList })));

export function LanguageMenu({ color = 'default' }: { color?: 'default' | 'inherit' }) {
  const { t } = useDriverI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('app.language')} color={color} onClick={(event) => setAnchor(event.currentTarget)}>
        <TranslateIcon />
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <LanguageList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
