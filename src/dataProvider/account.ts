// Client onboarding and own-account calls: POST /auth/select-product and /auth/add-locations,
// POST /@me/change-password, and the company-data, contract and API-key calls under /@me.
import type {
  AddLocationsBody,
  ApiKeyRow,
  ChangeOwnPasswordInput,
  CreatedApiKey,
  MyCompany,
  SelectProductInput,
} from '../../domain/accountSchemas.ts';
import type { TokenResponse } from '../../domain/api.ts';
import type { Location } from '../../domain/locationApi.ts';
import type { CompanyContractData } from '../../domain/types.ts';
import type { HttpClient } from './httpClient.ts';

/** The file name the contract is saved under. */
export const CONTRACT_FILENAME = 'contract.pdf';

export const createAccountApi = (http: HttpClient) => ({
  selectProduct: (body: SelectProductInput) => http.post<MyCompany>('/auth/select-product', body),
  /** SIMPLE Delivery is set up by the sales team: the request becomes a lead (asked again: the earlier one). */
  simpleDeliveryRequest: () => http.post<{ id: number; alreadyRequested: boolean }>('/@me/simple-delivery-request'),
  addLocations: (body: AddLocationsBody) =>
    http.post<{ locations: Location[]; company: MyCompany }>('/auth/add-locations', body),
  myCompany: (signal?: AbortSignal) => http.get<MyCompany>('/@me/company', undefined, { signal }),
  saveCompanyData: (body: CompanyContractData) => http.post<MyCompany>('/@me/company-data', body),
  generateContract: () => http.post<MyCompany>('/@me/contract/generate', { acceptTerms: true }),
  downloadContract: async () => {
    const file = await http.download('/@me/contract', { fallbackFilename: CONTRACT_FILENAME });
    return { blob: file.blob, filename: CONTRACT_FILENAME };
  },
  changePassword: (body: ChangeOwnPasswordInput) => http.post<TokenResponse>('/@me/change-password', body),
  apiKeys: (signal?: AbortSignal) => http.get<ApiKeyRow[]>('/@me/api-keys', undefined, { signal }),
  createApiKey: (name: string) => http.post<CreatedApiKey>('/@me/api-keys/create', { name }),
  revokeApiKey: (id: number) => http.post<void>('/@me/api-keys/revoke', { id }),
});

export type AccountApi = ReturnType<typeof createAccountApi>;
