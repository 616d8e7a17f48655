// One adapter per resource maps react-admin's calls to the API's RPC paths.
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';

export interface ResourceAdapter {
  getList?(params: GetListParams): Promise<GetListResult>;
  getOne?(params: GetOneParams): Promise<GetOneResult>;
  getMany?(params: GetManyParams): Promise<GetManyResult>;
  getManyReference?(params: GetManyReferenceParams): Promise<GetManyReferenceResult>;
  create?(params: CreateParams): Promise<CreateResult>;
  update?(params: UpdateParams): Promise<UpdateResult>;
  updateMany?(params: UpdateManyParams): Promise<UpdateManyResult>;
  delete?(params: DeleteParams): Promise<DeleteResult>;
  deleteMany?(params: DeleteManyParams): Promise<DeleteManyResult>;
}

export type AdapterMethod = keyof ResourceAdapter;

export class UnsupportedResourceError extends Error {
  constructor(resource: string, method: string) {
    super(`The data provider does not support ${method} on resource "${resource}" yet.`);
    this.name = 'UnsupportedResourceError';
  }
}
