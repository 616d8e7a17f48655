// The state every seeding step shares: the transaction, the clock, the randomness, and the records of the rows
// already inserted (companies, drivers, operators, …) that later steps refer to.
import type { Faker } from '@faker-js/faker';
import type { DriverStatus } from '../../../domain/enums.ts';
import type {
  CompanyDeliverySettings,
  CompanyOrderSettings,
  TimeRange,
  WorkingSettings,
} from '../../../domain/types.ts';
import type { Tx } from '../../db/client.ts';
import type { CityName, Postcode } from './cities.ts';
import type { CompanyDef, ProductDef } from './companyDefs.ts';
import type { Random } from './random.ts';
import type { StockBook } from './stock.ts';

export interface Ctx {
  tx: Tx;
  now: Date;
  /** Start of `now`'s day in Warsaw. */
  today: Date;
  rng: Random;
  faker: Faker;
  postcodes: Map<CityName, Postcode[]>;
  passwords: Map<string, string>;
}

export interface CompanyRec {
  id: number;
  def: CompanyDef;
  regionId: number;
  createdAt: Date;
  activatedAt: Date | null;
  orderSettings: CompanyOrderSettings;
  deliverySettings: CompanyDeliverySettings;
  workingSettings: WorkingSettings;
  locations: LocationRec[];
  products: ProductRec[];
  clientUserId?: number;
  clientName?: string;
  clientEmail?: string;
  externalCounter: number;
}

export interface LocationRec {
  id: number;
  city: CityName;
  regionId: number;
  name: string;
  street: string;
  zipCode: string;
  phone: string;
  defaultNote: string | null;
  lat: number;
  lng: number;
  active: boolean;
  workingSettings: WorkingSettings;
}

export interface ProductRec {
  id: number;
  def: ProductDef;
  companyId: number;
}

export interface DriverRec {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  city: CityName;
  regionId: number;
  status: DriverStatus;
  ambassador: boolean;
  active: boolean;
  blocked: boolean;
  allowedCompanyIds: number[];
}

interface OperatorRec {
  id: number;
  username: string;
  email: string;
  name: string;
}

export interface Operators {
  all: OperatorRec[];
  admin: OperatorRec;
  operator: OperatorRec;
  backOffice: OperatorRec;
}

export interface WarehouseRec {
  id: number;
  owner: string;
  companyId: number;
  city: CityName;
  regionId: number;
}

export interface MultiplierRec {
  id: number;
  dateFrom: Date;
  dateTo: Date;
  regionIds: number[];
  companyIds: number[];
  multiplier: number;
  timeRanges: TimeRange[] | null;
  deactivatedAt: Date | null;
}

export interface World {
  regions: Map<CityName, number>;
  companies: CompanyRec[];
  drivers: DriverRec[];
  operators: Operators;
  multipliers: MultiplierRec[];
  stock: StockBook;
}
