import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../domain/api.ts';
import { csvSeparatorFor, toCsv } from '../../../domain/orderFilters.ts';
import { orderCsvColumns } from './orderCsv.ts';
import { saveBlob } from '../../../browser/saveBlob.ts';
import { downloadFileName } from '../../../domain/fileNames.ts';


/** Downloads the rows on screen (this page, these filters) as CSV, with the columns and texts the user sees. */
export const CsvDownloadButton = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useListContext<OrderListItem>();
  const rows = data ?? [];
  const download = () => {
    const columns = orderCsvColumns(translate, locale);
    const csv = toCsv(
      columns.map((c) => c.header),
      rows.map((order) => columns.map((c) => c.value(order))),
      csvSeparatorFor(locale),
    );
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), downloadFileName('orders', 'csv'));
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={!rows.length}>
      {translate('orderList.csv.download')}
    </Button>
  );
};
