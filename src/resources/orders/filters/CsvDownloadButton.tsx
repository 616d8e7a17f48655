// The order list's download: "Download CSV" opens a choice between the page on screen (its rows, by id) and every row
// the filters match. The server writes both (GET /order/list/export, domain/orderExport.ts) with one column set,
// the tenant's rows and fields as the list shows them, the header line, statuses and reasons in the user's language
// and Warsaw times, so the two files have the same columns and the same cells for the same order. Either file is
// named orders-<Warsaw yyyy-MM-dd-HHmm>.csv.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { TOAST_MS } from '../../../../domain/constants.ts';
import { downloadFileName } from '../../../../domain/fileNames.ts';
import { csvSeparatorFor } from '../../../../domain/csv.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import type { OrderListFilter } from '../../../dataProvider/orders.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { isLocale } from '../../../i18n/locales.ts';
import { saveBlob } from '../../../browser/saveBlob.ts';

export const CsvDownloadButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const api = useAppApi('reports');
  const { data, total, filterValues } = useListContext<OrderListItem>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = data ?? [];
  const separator = csvSeparatorFor(locale);

  /** The page's rows (their ids, in the order on screen), or every row of the filters. */
  const download = async (orderIds?: number[]) => {
    setAnchor(null);
    setBusy(true);
    try {
      const file = await api.orderListExport(
        (filterValues ?? {}) as OrderListFilter,
        isLocale(locale) ? locale : undefined,
        separator,
        orderIds,
      );
      saveBlob(file.blob, downloadFileName('orders', 'csv'));
    } catch (error) {
      console.error('Order list download failed', error);
      if (!isApiError(error, 401)) notify('orderList.csv.allFailure', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={!rows.length || busy}
        aria-haspopup="menu"
        aria-busy={busy}
      >
        {translate(busy ? 'orderList.csv.preparing' : 'orderList.csv.download')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void download(rows.map((order) => order.id))}>
          <ListItemText
            primary={translate('orderList.csv.page', { smart_count: rows.length })}
            secondary={translate('orderList.csv.pageHint')}
          />
        </MenuItem>
        <MenuItem onClick={() => void download()}>
          <ListItemText
            primary={translate('orderList.csv.all', { smart_count: total ?? rows.length })}
            secondary={translate('orderList.csv.allHint')}
          />
        </MenuItem>
      </Menu>
    </>
  );
};
