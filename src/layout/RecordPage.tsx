// The frame of a resource's record pages (show and edit at /<name>/:id(/show), create at /<name>/create) on
// react-admin's controllers (RecordShow → ShowBase, RecordEdit → EditBase, RecordCreate → CreateBase): the id from the path, the record read through the data provider, and
// the states before it is there, the same on every area's page: a path that is no id or the server's 404 says the
// record was not found (with the way back), a 403 says the server's reason, another failure offers a refresh, and
// loading shows a spinner. Also the back link every such page starts with, and the heading (title, state chips, the
// edit button) of a read page.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import {
  CreateBase,
  EditBase,
  ShowBase,
  Title,
  useGetOne,
  useTranslate,
  type CreateBaseProps,
  type RaRecord,
} from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAccess } from '../authProvider/useAccess.ts';
import { isApiError } from '../dataProvider/errors.ts';
import { serverErrorMessage } from '../dataProvider/serverErrorMessage.ts';
import { LoadError } from './LoadError.tsx';
import { retryWhileServerAway } from '../dataProvider/retryPolicy.ts';

/** Where a page leads back to, and what the link says (already translated). */
export interface PageBack {
  to: string;
  label: string;
}

export const BackLink = ({ to, label }: PageBack) => (
  <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
    {label}
  </Button>
);

/** "12" → 12; anything but a positive whole number → null. */
export const recordIdOf = (param: string | undefined): number | null => {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The record of the page's path (:id), read through the data provider; `valid` is false for a path that is no id. The
 * locations' pages read with it rather than a controller: who may read and write a location depends on the user's kind
 * (a client user's own company), which react-admin's canAccess by resource cannot answer (docs/architecture.md).
 */
export const useRecordPage = <T extends RaRecord>(resource: string) => {
  const id = recordIdOf(useParams().id);
  const query = useGetOne<T>(
    resource,
    { id: id ?? 0 },
    { enabled: id !== null, retry: retryWhileServerAway, onError: () => undefined },
  );
  return { id: id ?? 0, valid: id !== null, ...query };
};

/**
 * The read of a record page's controller: retried while the server is away, and a failure is the page's to show
 * (RecordPageState), not react-admin's "not found" notification and redirect to the list.
 */
export const RECORD_QUERY = { retry: retryWhileServerAway, onError: () => undefined };

interface RecordViewProps<T extends RaRecord> {
  resource: string;
  texts: RecordPageTexts;
  /** The page once its record is there. */
  children: (record: T) => ReactNode;
}

/** A path that is no id: not found, without asking the server. */
const NoSuchRecord = ({ texts }: { texts: RecordPageTexts }) => (
  <RecordPageState valid={false} error={null} refetch={() => undefined} {...texts} />
);

/** What a controller's page draws: the page once its record is there, else the states before it. */
const recordOrState =
  <T extends RaRecord>(texts: RecordPageTexts, children: (record: T) => ReactNode) =>
  ({ record, error, refetch }: { record?: T; error?: unknown; refetch(): unknown }) =>
    record && !error ? children(record) : <RecordPageState valid error={error} refetch={refetch} {...texts} />;

/** A show page on react-admin's ShowBase (the record in its record context): the record of the path's id. */
export const RecordShow = <T extends RaRecord>({ resource, texts, children }: RecordViewProps<T>) => {
  const id = recordIdOf(useParams().id);
  if (id === null) return <NoSuchRecord texts={texts} />;
  return (
    <ShowBase<T> resource={resource} id={id} queryOptions={RECORD_QUERY} render={recordOrState(texts, children)} />
  );
};

/**
 * An edit page on react-admin's EditBase (the record in its record context, the save in its save context: a form
 * inside saves with useControllerSubmit). Pessimistic: the page stays and shows what the server saved, with the
 * resource's "updated" notification (resources.<name>.notifications.updated). A user who may read the record but not
 * edit it is sent to its read page (`showPath`).
 */
export const RecordEdit = <T extends RaRecord>({
  resource,
  texts,
  showPath,
  children,
}: RecordViewProps<T> & { showPath: (id: number) => string }) => {
  const id = recordIdOf(useParams().id);
  const { allowed, isPending } = useAccess({ resource, action: 'edit' });
  if (id === null) return <NoSuchRecord texts={texts} />;
  if (isPending) return <PageSpinner />;
  if (!allowed) return <Navigate to={showPath(id)} replace />;
  return (
    <EditBase<T>
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={RECORD_QUERY}
      render={recordOrState(texts, children)}
    />
  );
};

/**
 * A create page on react-admin's CreateBase (its save in the save context: a form inside saves with
 * useControllerSubmit), with the resource's "created" notification and `redirect` after the save. A user who may not
 * create the resource's records is sent to `listPath`.
 */
export const RecordCreate = <T extends RaRecord>({
  resource,
  listPath,
  record,
  redirect,
  children,
}: {
  resource: string;
  listPath: string;
  record: Partial<T>;
  redirect: CreateBaseProps<T>['redirect'];
  children: ReactNode;
}) => {
  const { allowed, isPending } = useAccess({ resource, action: 'create' });
  if (isPending) return null;
  if (!allowed) return <Navigate to={listPath} replace />;
  return (
    <CreateBase<T> resource={resource} record={record} redirect={redirect}>
      {children}
    </CreateBase>
  );
};

export const PageSpinner = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ p: 6, display: 'flex', justifyContent: 'center' }}
      role="progressbar"
      aria-label={translate('app.loading')}
    >
      <CircularProgress />
    </Box>
  );
};

/** What an area's record pages say before their record is there (message keys) and where they lead back to. */
export interface RecordPageTexts {
  /** The message key of "not found" (errors.server.<code>). */
  notFoundKey: string;
  /** The message key of a failed load (with a refresh). */
  loadErrorKey: string;
  /** The page title while there is no record (a message key). */
  titleKey: string;
  /** The way back: a path and the message key of its link. */
  backTo?: string;
  backLabelKey?: string;
}

export interface RecordPageStateProps extends RecordPageTexts {
  valid: boolean;
  error: unknown;
  refetch(): unknown;
  /** The way back when it depends on the page (its label already translated); otherwise backTo and backLabelKey. */
  back?: PageBack | null;
}

/** What the page shows until its record is there. */
export const RecordPageState = ({
  valid,
  error,
  refetch,
  notFoundKey,
  loadErrorKey,
  titleKey,
  backTo,
  backLabelKey,
  back: given,
}: RecordPageStateProps) => {
  const translate = useTranslate();
  const back = given ?? (backTo && backLabelKey ? { to: backTo, label: translate(backLabelKey) } : null);
  const refused = isApiError(error, 403);
  if (!valid || isApiError(error, 404) || refused) {
    return (
      <Box sx={{ p: 4 }}>
        <Title title={titleKey} />
        {refused ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(serverErrorMessage(error))}
          </Alert>
        ) : (
          <Typography sx={{ mb: 2 }}>{translate(notFoundKey)}</Typography>
        )}
        {back ? <BackLink {...back} /> : null}
      </Box>
    );
  }
  if (error) return <LoadError messageKey={loadErrorKey} onRefresh={() => void refetch()} />;
  return <PageSpinner />;
};

/** A record page's heading: its title (h1) with its state chips, and the way to edit it for a user who may. */
export const RecordHeading = ({
  title,
  chips,
  edit,
}: {
  title: string;
  chips?: ReactNode;
  /** The edit page and the button's label (already translated); none for a user who may not edit. */
  edit?: PageBack | null;
}) => (
  <>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {chips}
    </Stack>
    {edit ? (
      <Box>
        <Button component={Link} to={edit.to} size="small" variant="contained" startIcon={<EditIcon />}>
          {edit.label}
        </Button>
      </Box>
    ) : null}
  </>
);

/** One value of a read page: its label above it, the two named together for screen readers. */
export const RecordField = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="div" role="group" aria-label={label} sx={{ minWidth: 200, flex: '1 1 200px' }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);
