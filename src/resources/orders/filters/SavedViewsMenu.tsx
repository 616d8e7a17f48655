// Saved views: name the current filters, get them back from this menu on any machine.
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Divider, IconButton, ListItemText, Menu, MenuItem, TextField, Tooltip } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { CloseButton, DialogBody, DialogFrame } from '../../../forms/FormDialog.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import type { SavedView } from '../../../../domain/api.ts';
import { saveViewSchema } from '../../../../domain/schemas.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { ApiError } from '../../../dataProvider/errors.ts';

const VIEWS_KEY = ['savedViews', 'orders'];

const DATE_KEYS = ['dateFrom', 'dateTo'];

/**
 * The filters a view keeps: everything but the date range. A view is "what to look at" (statuses, company,
 * region, product, search); applied tomorrow it shows tomorrow's orders, in the range the user has chosen.
 */
const savableFilters = (filters: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) =>
        !DATE_KEYS.includes(key) && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );

const SaveViewDialog = ({ open, onClose, views }: { open: boolean; onClose(): void; views: SavedView[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('orderList');
  const queryClient = useQueryClient();
  const { filterValues } = useListContext();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filters = savableFilters(filterValues);
  const save = useMutation({
    mutationFn: () => api.saveView(name.trim(), filters),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
      notify('orderList.views.saved', { type: 'success', messageArgs: { name: name.trim() } });
      setName('');
      onClose();
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.errorCode : undefined;
      notify(code === 'saved_views_limit_reached' ? 'orderList.views.limitReached' : 'orderList.views.saveFailed', {
        type: 'error',
      });
    },
  });
  const submit = () => {
    const parsed = saveViewSchema.safeParse({ name, filters });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'name') ?? parsed.error.issues[0];
      setError(issue.message);
      return;
    }
    setError(null);
    save.mutate();
  };
  const replaces = views.some((v) => v.name === name.trim());
  return (
    <DialogFrame open={open} onClose={onClose} title={translate('orderList.views.saveTitle')}>
      <DialogBody
        dividers={false}
        actions={
          <>
            <CloseButton label="ra.action.cancel" onClick={onClose} />
            <SubmitButton type="button" pending={save.isPending} onClick={submit}>
              {translate('ra.action.save')}
            </SubmitButton>
          </>
        }
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate('orderList.views.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
          error={Boolean(error)}
          helperText={
            error
              ? translate(error, { max: 60 })
              : replaces
                ? translate('orderList.views.replaces')
                : translate('orderList.views.hint')
          }
        />
      </DialogBody>
    </DialogFrame>
  );
};

export const SavedViewsMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('orderList');
  const queryClient = useQueryClient();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const views = useQuery({ queryKey: VIEWS_KEY, queryFn: () => api.savedViews() });
  const remove = useMutation({
    mutationFn: (view: SavedView) => api.deleteView(view.id),
    onSuccess: (_data, view) => {
      void queryClient.invalidateQueries({ queryKey: VIEWS_KEY });
      notify('orderList.views.deleted', { type: 'info', messageArgs: { name: view.name } });
    },
    onError: () => notify('orderList.views.deleteFailed', { type: 'error' }),
  });
  const list = views.data ?? [];

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {translate('orderList.views.menu')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {views.isError && (
          <MenuItem onClick={() => void views.refetch()}>
            <ListItemText primary={translate('orderList.views.loadFailed')} secondary={translate('errors.refresh')} />
          </MenuItem>
        )}
        {!views.isError && !list.length && (
          <MenuItem disabled>
            <ListItemText primary={views.isPending ? translate('app.loading') : translate('orderList.views.empty')} />
          </MenuItem>
        )}
        {list.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              setFilters(
                { ...view.filters, dateFrom: filterValues.dateFrom, dateTo: filterValues.dateTo },
                undefined,
                false,
              );
              setAnchor(null);
            }}
          >
            <ListItemText primary={view.name} />
            <Tooltip title={translate('orderList.views.delete', { name: view.name })}>
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('orderList.views.delete', { name: view.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  remove.mutate(view);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          {translate('orderList.views.saveCurrent')}
        </MenuItem>
      </Menu>
      <SaveViewDialog open={saving} onClose={() => setSaving(false)} views={list} />
    </>
  );
};
