// Companies: the react-admin adapter of the company list page (GET /company/page-list, one call with the rows the table
// shows), of the detail (GET /company/details) and of a section's save (update → POST /company/update with the
// sections in `data`), plus the grouped calls (activation, logo, pending count) read through useAppApi('companies').
import type { GetListParams, GetListResult, GetOneParams, GetOneResult, UpdateResult } from 'react-admin';
import type {
  ActivateCompanyInput,
  CompanyDetails,
  CompanyDetailsResponse,
  CompanyListRow,
  CompanyListSort,
  CompanyPageListResponse,
  PendingCountResponse,
  UpdateCompanyInput,
  UploadLogoInput,
} from '../../domain/companySchemas.ts';
import { CONTRACT_FILENAME } from './account.ts';
import type { HttpClient } from './httpClient.ts';
import type { ResourceAdapter } from './resourceAdapter.ts';
import { narrowing } from '../../domain/allChoice.ts';

export const COMPANIES_RESOURCE = 'companies';
export const DEFAULT_COMPANIES_PER_PAGE = 25;
/** The react-query key of the pending count (menu badge); invalidated on the real-time event and after activation. */
export const PENDING_COMPANIES_QUERY_KEY = ['companies', 'pendingCount'] as const;

export interface CompanyListFilter {
  q?: string;
  status?: string | string[];
}

const sortParam = (field: string | undefined, order: string | undefined): CompanyListSort => {
  if (field === 'createdAt') return order === 'ASC' ? 'createdAt' : '-createdAt';
  if (field === 'status') return 'status';
  return order === 'DESC' ? '-name' : 'name';
};

export const companyListQuery = (params: GetListParams) => {
  const filter: CompanyListFilter = params.filter ?? {};
  return {
    q: filter.q?.trim(),
    status: narrowing(filter.status)?.join(','),
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? DEFAULT_COMPANIES_PER_PAGE,
    sort: sortParam(params.sort?.field, params.sort?.order),
  };
};

export type CompanyUpdateBody = UpdateCompanyInput;

export interface CompaniesApi {
  pendingCount(): Promise<number>;
  activate(body: ActivateCompanyInput): Promise<CompanyDetails>;
  uploadLogo(body: UploadLogoInput): Promise<CompanyDetails>;
  /** The company's generated contract (GET /company/contract), saved as contract.pdf. */
  downloadContract(companyId: number): Promise<{ blob: Blob; filename: string }>;
}

export const createCompaniesAdapter = (http: HttpClient): ResourceAdapter => ({
  async getList(params): Promise<GetListResult<CompanyListRow>> {
    const result = await http.get<CompanyPageListResponse>('/company/page-list', companyListQuery(params), {
      signal: params.signal,
    });
    return { data: result.items, total: result.total, meta: { pendingCount: result.pendingCount } };
  },
  async getOne(params: GetOneParams): Promise<GetOneResult<CompanyDetails>> {
    const result = await http.get<CompanyDetailsResponse>(
      '/company/details',
      { companyId: String(params.id) },
      { signal: params.signal },
    );
    return { data: result.company };
  },
  /** data: the sections saved (orderSettings, deliverySettings, …), each whole; the answer is the saved company. */
  async update(params): Promise<UpdateResult<CompanyDetails>> {
    const body = { ...(params.data as Omit<CompanyUpdateBody, 'companyId'>), companyId: Number(params.id) };
    return { data: (await http.post<CompanyDetailsResponse>('/company/update', body as CompanyUpdateBody)).company };
  },
});

export const createCompaniesApi = (http: HttpClient): CompaniesApi => ({
  pendingCount: async () => (await http.get<PendingCountResponse>('/company/pending-count')).pendingCount,
  activate: async (body) => (await http.post<CompanyDetailsResponse>('/company/activate', body)).company,
  uploadLogo: async (body) => (await http.post<CompanyDetailsResponse>('/company/logo', body)).company,
  downloadContract: async (companyId) => {
    const file = await http.download('/company/contract', {
      query: { companyId: String(companyId) },
      fallbackFilename: CONTRACT_FILENAME,
    });
    return { blob: file.blob, filename: CONTRACT_FILENAME };
  },
});
