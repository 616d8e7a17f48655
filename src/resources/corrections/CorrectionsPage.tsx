// /corrections: the pending corrections; a row click opens the correction's dialog at /corrections/info?correctionId=…
// (a deep link: reload or share it). Deciding closes the dialog and reloads the list. react-admin's paths of one
// correction, /corrections/:id (edit: the decision) and /corrections/:id/show, redirect to that deep link.
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CorrectionDialog } from './CorrectionDialog.tsx';
import { PendingCorrectionsTable } from './PendingCorrectionsTable.tsx';
import { CORRECTION_INFO_PATH, CORRECTIONS_PATH, correctionIdOfResourcePath, correctionInfoPath } from './menu.ts';
import { PENDING_CORRECTIONS_KEY, usePendingCorrections } from './useCorrections.ts';

/** ?correctionId= as a positive integer, else null. */
const idOf = (value: string | null): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const CorrectionsPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = usePendingCorrections();

  const path = pathname.replace(/\/+$/, '');
  const onInfo = path === CORRECTION_INFO_PATH;
  const correctionId = onInfo ? idOf(params.get('correctionId')) : null;
  const byId = correctionIdOfResourcePath(path);
  if (byId !== null) return <Navigate to={correctionInfoPath(byId)} replace />;
  // Any other path under /corrections, or the details without a valid id, shows the list.
  if ((path !== CORRECTIONS_PATH && !onInfo) || (onInfo && correctionId === null))
    return <Navigate to={CORRECTIONS_PATH} replace />;

  const close = () => navigate(CORRECTIONS_PATH);
  const decided = () => {
    close();
    void queryClient.invalidateQueries({ queryKey: PENDING_CORRECTIONS_KEY });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="corrections.page.title" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('corrections.page.title')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {translate('corrections.page.subtitle')}
        </Typography>
      </Stack>
      <PendingCorrectionsTable
        rows={list.data ?? []}
        isPending={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        selectedId={correctionId}
        onOpen={(id) => navigate(correctionInfoPath(id))}
        onRefresh={() => void list.refetch()}
      />
      {correctionId !== null ? (
        <CorrectionDialog key={correctionId} correctionId={correctionId} onClose={close} onDecided={decided} />
      ) : null}
    </Box>
  );
};
