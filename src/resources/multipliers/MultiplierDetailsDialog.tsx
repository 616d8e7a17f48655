// The calendar's details dialog of a multiplier (a click on its event): its facts, a link to its own page
// (/multipliers/:id/show, so an event can be linked), Close and, while active, Deactivate with its confirmation; a
// successful deactivation closes the dialog first.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MultiplierItem } from '../../domain/multiplierSchemas.ts';
import { EndMultiplierButton, MultiplierFacts } from './MultiplierDetails.tsx';
import { useMultiplierText } from './multiplierText.ts';
import { multiplierShowPath } from './paths.ts';

export interface MultiplierDetailsDialogProps {
  multiplier: MultiplierItem | null;
  companyNames: Map<number, string>;
  onClose(): void;
  /** After a successful deactivation (the dialog is closed first). */
  onDeactivated(multiplier: MultiplierItem): void;
}

export const MultiplierDetailsDialog = ({
  multiplier,
  companyNames,
  onClose,
  onDeactivated,
}: MultiplierDetailsDialogProps) => {
  const translate = useTranslate();
  const text = useMultiplierText(companyNames);
  if (!multiplier) return null;
  const m = multiplier;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="multiplier-details-title">
      <DialogTitle id="multiplier-details-title">
        {translate('multipliers.details.title', { value: text.value(m.multiplier) })}
      </DialogTitle>
      <DialogContent dividers>
        <MultiplierFacts multiplier={m} text={text} />
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={multiplierShowPath(m.id)} startIcon={<OpenInNewIcon />}>
          {translate('multipliers.details.openPage')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('multipliers.details.close')}</Button>
        <EndMultiplierButton
          multiplier={m}
          text={text}
          onEnded={(updated) => {
            onClose();
            onDeactivated(updated);
          }}
        />
      </DialogActions>
    </Dialog>
  );
};
