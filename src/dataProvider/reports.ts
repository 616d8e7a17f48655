// Reports: GET of a report type's endpoint with its query (domain/reportSchemas.ts), the CSV file as a blob; and
// the companies the report filters offer. Read through useAppApi('reports').
import type { CompanyOption } from '../../domain/api.ts';
import type { Locale } from '../../domain/constants.ts';
import {
  REPORT_DEFINITIONS,
  REPORT_DOWNLOAD_TIMEOUT_MS,
  reportQuery,
  type ReportFormValues,
  type ReportType,
} from '../../domain/reportDefinitions.ts';
import type { DownloadResult, HttpClient } from './httpClient.ts';
import { orderListQuery, type OrderListFilter } from './orders.ts';

export interface ReportsApi {
  /** The file with its header line in `lang`, the user's language. */
  generate(type: ReportType, values: ReportFormValues, lang?: Locale): Promise<DownloadResult>;
  /**
   * The order list's download (GET /order/list/export): every row its filters match, or with `orderIds` the rows of
   * the page on screen (in that order); the header line and the statuses in `lang`, `;` with decimal commas for the
   * semicolon separator. Both files have the same columns (domain/orderExport.ts).
   */
  orderListExport(
    filter: OrderListFilter,
    lang: Locale | undefined,
    separator: ',' | ';',
    orderIds?: readonly number[],
  ): Promise<DownloadResult>;
  /** Every company the user may see (any status: old orders belong to inactive companies too), by name. */
  companies(): Promise<CompanyOption[]>;
}

export const createReportsApi = (http: HttpClient): ReportsApi => ({
  generate: (type, values, lang) => {
    const def = REPORT_DEFINITIONS[type];
    return http.download(def.endpoint, {
      query: reportQuery(type, values, lang),
      fallbackFilename: def.fileName,
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    });
  },
  orderListExport: (filter, lang, separator, orderIds) => {
    const {
      page: _page,
      perPage: _perPage,
      sort: _sort,
      ...query
    } = orderListQuery({ filter, pagination: { page: 1, perPage: 1 }, sort: { field: '', order: 'ASC' } });
    // A page: its ids alone (the server needs no filter for them), comma-joined so that 500 stay a short address.
    const rows = orderIds?.length ? { orderIds: orderIds.join(',') } : query;
    return http.download('/order/list/export', {
      query: { ...rows, lang, separator: separator === ';' ? 'semicolon' : undefined },
      fallbackFilename: 'orders.csv',
      timeoutMs: REPORT_DOWNLOAD_TIMEOUT_MS,
    });
  },
  companies: () => http.get<CompanyOption[]>('/company/list'),
});
