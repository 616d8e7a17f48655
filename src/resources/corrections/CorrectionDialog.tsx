// The dialog of one correction (/corrections/info?correctionId=…): its details and, while pending and for an account
// that may decide (corrections.canWrite), the decision form; a
// loader while it loads, "not found" for an unknown id (404) and an error with refresh when it cannot be loaded.
import { Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../dataProvider/errors.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { CloseButton, DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
import { CorrectionDecisionForm } from './CorrectionDecisionForm.tsx';
import { CorrectionDetails } from './CorrectionDetails.tsx';
import { correctionInfoKey, PENDING_CORRECTIONS_KEY, useCorrectionInfo } from './useCorrections.ts';
import { useCan } from '../../authProvider/useAccess.ts';

export interface CorrectionDialogProps {
  correctionId: number;
  onClose(): void;
  /** Accepted or rejected: the page closes the dialog and reloads the list. */
  onDecided(): void;
}

export const CorrectionDialog = ({ correctionId, onClose, onDecided }: CorrectionDialogProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const info = useCorrectionInfo(correctionId);
  // Deciding needs the write ability (corrections:read reads only): the server refuses it otherwise.
  const canDecide = useCan('corrections', 'edit');
  const correction = info.data;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: correctionInfoKey(correctionId) });
    void queryClient.invalidateQueries({ queryKey: PENDING_CORRECTIONS_KEY });
  };
  const decided = () => {
    void queryClient.removeQueries({ queryKey: correctionInfoKey(correctionId) });
    onDecided();
  };

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="md"
      titleId="correction-dialog-title"
      title={
        correction
          ? translate('corrections.dialog.title', { orderNo: correction.orderNo })
          : translate('corrections.dialog.loadingTitle')
      }
    >
      {correction && correction.status === 'pending' && canDecide ? (
        <CorrectionDecisionForm correction={correction} onClose={onClose} onDecided={decided} onFailed={reload}>
          <CorrectionDetails correction={correction} />
          <Divider />
          <Typography variant="subtitle2" component="h3">
            {translate('corrections.dialog.sections.decision')}
          </Typography>
        </CorrectionDecisionForm>
      ) : (
        <DialogBody actions={<CloseButton label="corrections.dialog.close" onClick={onClose} />}>
          {correction ? (
            <CorrectionDetails correction={correction} />
          ) : isApiError(info.error, 404) ? (
            <Typography role="status" sx={{ py: 2 }}>
              {translate('errors.server.correction_not_found')}
            </Typography>
          ) : info.isError ? (
            <LoadError messageKey="corrections.dialog.error" onRefresh={() => void info.refetch()} />
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-hidden={false} aria-label={translate('corrections.dialog.loadingTitle')} />
            </Box>
          )}
        </DialogBody>
      )}
    </DialogFrame>
  );
};
