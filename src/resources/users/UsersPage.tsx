// The users page, Operators scope: the filter column on the left, the operators table with its search in the middle
// (row click selects, and the selection goes to the URL: /users/manager?operatorId=7), and on the right the create form
// when nothing is selected, otherwise the edit form with its dialogs. A create or a save reaches the list through
// react-admin's cache (the data provider's `users` resource); the account actions reload it, and activate and
// deactivate clear the selection. GET /operator/list answers the whole list: filters and search run on the client.
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { OperatorItem } from '../../../domain/operatorSchemas.ts';
import { useMe } from '../../authProvider/useMe.ts';
import { ActivationDialog, ChangePasswordDialog } from './UserDialogs.tsx';
import { UserFilterColumn } from './UserFilterColumn.tsx';
import { UserCreateForm, UserEditForm } from './UserForm.tsx';
import { EMPTY_USER_FILTER, filterOperators, isFiltered, type UserFilter } from './userFilters.ts';
import { UsersTable } from './UsersTable.tsx';
import { OPERATOR_PARAM } from './menu.ts';
import { useCompanyChoices, useOperatorList } from './useUserOptions.ts';
import { useCan } from '../../authProvider/useAccess.ts';

type DialogKind = 'password' | 'deactivate' | 'activate' | null;

export const UsersPage = () => {
  const translate = useTranslate();
  const canWrite = useCan('users', 'edit');
  const me = useMe();
  const list = useOperatorList();
  const companies = useCompanyChoices();
  const [filter, setFilter] = useState<UserFilter>(EMPTY_USER_FILTER);
  // The selected operator lives in the URL (?operatorId=), so a link opens it and a reload keeps it.
  const [params, setParams] = useSearchParams();
  const selectedParam = Number(params.get(OPERATOR_PARAM));
  const selectedId = Number.isSafeInteger(selectedParam) && selectedParam > 0 ? selectedParam : null;
  const setSelectedId = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(OPERATOR_PARAM);
        else next.set(OPERATOR_PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [createKey, setCreateKey] = useState(0);

  const rows = useMemo(() => filterOperators(list.data ?? [], filter), [list.data, filter]);
  const selected = selectedId === null ? null : (list.data?.find((operator) => operator.id === selectedId) ?? null);
  const missing = selectedId !== null && !selected && list.isSuccess;
  const isSelf = !!selected && me.data?.user.kind === 'operator' && me.data.user.id === selected.id;
  const reload = () => void list.refetch();

  const closeDialog = () => setDialog(null);
  /** Activate and deactivate clear the selection; every change reloads the list. */
  const afterActivation = () => {
    setDialog(null);
    setSelectedId(null);
    reload();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="users.page.title" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('users.page.title')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {translate('users.page.operators')}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <UserFilterColumn filter={filter} companies={companies.data ?? []} onChange={setFilter} />
        <UsersTable
          rows={rows}
          isPending={list.isPending}
          isFetching={list.isFetching}
          error={list.error}
          filtered={isFiltered(filter)}
          search={filter.q}
          onSearch={(q) => setFilter((current) => ({ ...current, q }))}
          selectedId={selectedId}
          onSelect={(operator: OperatorItem) => setSelectedId(operator.id)}
          onRefresh={reload}
        />
        <Box sx={{ width: { xs: '100%', lg: 380, xl: 440 }, flexShrink: 0 }}>
          {missing ? (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              {translate('users.page.notFound', { id: selectedId })}
            </Alert>
          ) : null}
          {selected ? (
            <UserEditForm
              operator={selected}
              canWrite={canWrite}
              isSelf={isSelf}
              onNew={() => setSelectedId(null)}
              onChangePassword={() => setDialog('password')}
              onDeactivate={() => setDialog('deactivate')}
              onActivate={() => setDialog('activate')}
            />
          ) : (
            <UserCreateForm key={createKey} canWrite={canWrite} onCreated={() => setCreateKey((key) => key + 1)} />
          )}
        </Box>
      </Stack>
      {selected && dialog === 'password' ? (
        <ChangePasswordDialog
          operator={selected}
          onClose={closeDialog}
          onDone={() => {
            closeDialog();
            reload();
          }}
        />
      ) : null}
      {selected && (dialog === 'deactivate' || dialog === 'activate') ? (
        <ActivationDialog operator={selected} action={dialog} onClose={closeDialog} onDone={afterActivation} />
      ) : null}
    </Box>
  );
};
