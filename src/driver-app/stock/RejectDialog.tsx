// The question before a stock exchange is rejected (a tap by mistake would end the handover for good).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { StockExchange } from '../../../domain/stockSchemas.ts';
import { useDriverI18n } from '../i18n.tsx';

export function RejectDialog({
  exchange,
  onClose,
  onReject,
}: {
  exchange: StockExchange;
  onClose: () => void;
  onReject: () => void;
}) {
  const { t } = useDriverI18n();
  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>{t('stock.rejectTitle')}</DialogTitle>
      <DialogContent>
        <Typography>
          {t('stock.rejectHelp', {
            amount: exchange.amount,
            product: exchange.productName,
            name: exchange.givingDriverName,
          })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          {t('stock.rejectBack')}
        </Button>
        <Button size="large" variant="contained" color="error" onClick={onReject}>
          {t('stock.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
