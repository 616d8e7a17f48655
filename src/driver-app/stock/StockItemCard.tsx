// One product the driver carries (a StockItem of GET /api/driver/stock): how many, how many of them are promised to
// open exchanges with other drivers (and so not free), and the unit serials or batch numbers held, the first few at
// once and the rest behind "show all" (a driver may carry dozens of serialised devices).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StockItem } from '../../../domain/stockSchemas.ts';
import { useDriverI18n } from '../i18n.tsx';

/** Serials or batches shown before "show all". */
export const SERIALS_SHOWN = 6;

export function StockItemCard({ item }: { item: StockItem }) {
  const { t } = useDriverI18n();
  const [all, setAll] = useState(false);
  const shown = all ? item.items : item.items.slice(0, SERIALS_SHOWN);
  return (
    <Card component="article" aria-label={item.name} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mr: 'auto' }}>
            {item.name}
          </Typography>
          <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
            {t('stock.amount', { amount: item.amount })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[item.companyName, item.productCode ? t('stock.code', { code: item.productCode }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {item.reserved > 0 ? (
          <Typography variant="body2" color="warning.dark">
            {t('stock.promised', { reserved: item.reserved, available: item.available })}
          </Typography>
        ) : null}
        {item.items.length ? (
          <Box component="section" aria-label={t('stock.serials')} sx={{ mt: 0.5 }}>
            <Typography variant="overline" component="h5">
              {t('stock.serials')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
              {shown.map((serial, index) => (
                <li key={`${serial}-${index}`}>
                  <Chip size="small" variant="outlined" label={serial} />
                </li>
              ))}
            </Box>
            {item.items.length > SERIALS_SHOWN ? (
              <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5, minHeight: 40 }}>
                {all ? t('stock.showFewer') : t('stock.showAll', { count: item.items.length })}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
