// The calendar's details dialog of a multiplier (a click on its event): its facts, a link to its own page
// (/multipliers/:id/show, so an event can be linked), Close and, while active, Deactivate with its confirmation; a
// successful deactivation closes the dialog first.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MultiplierItem } from '../../../domain/multiplierSchemas.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
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
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      titleId="multiplier-details-title"
      title={translate('multipliers.details.title', { value: text.value(m.multiplier) })}
    >
      <DialogBody
        actions={
          <>
            <Button component={Link} to={multiplierShowPath(m.id)} startIcon={<OpenInNewIcon />}>
              {translate('multipliers.details.openPage')}
            </Button>
            <Box sx={{ flex: 1 }} />
            <CloseButton label="multipliers.details.close" onClick={onClose} />
            <EndMultiplierButton
              multiplier={m}
              text={text}
              onEnded={(updated) => {
                onClose();
                onDeactivated(updated);
              }}
            />
          </>
        }
      >
        <MultiplierFacts multiplier={m} text={text} />
      </DialogBody>
    </DialogFrame>
  );
};
