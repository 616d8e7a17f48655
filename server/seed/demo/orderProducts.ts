// The product lines of a demo order (codes, PESEL, medicines, dimensions, vehicles) and its package size.
import type { PackageSize } from '../../../domain/enums.ts';
import type { OrderProductLine } from '../../../domain/types.ts';
import { PARCEL_MAX } from './companyDefs.ts';
import type { CompanyRec, Ctx, ProductRec } from './context.ts';
import { ALNUM, pesel, registrationPlate, VIN_CHARS } from './fakeData.ts';
import type { Random } from './random.ts';
import { dayKey } from './time.ts';

const MEDICINES = [
  'Apap 500 mg, 24 tabl.',
  'Ibuprom 200 mg, 10 tabl.',
  'Amotaks 1 g, 16 tabl.',
  'Euthyrox 50 µg, 100 tabl.',
  'Polocard 75 mg, 60 tabl.',
  'Nurofen Forte, 12 tabl.',
  'Xylometazolin 0,1%',
];
const VEHICLE_MARKS: [string, string[]][] = [
  ['Volkswagen', ['Golf', 'Passat', 'Tiguan']],
  ['Toyota', ['Corolla', 'RAV4', 'Auris']],
  ['Skoda', ['Octavia', 'Superb', 'Fabia']],
  ['Ford', ['Focus', 'Mondeo', 'Kuga']],
  ['Opel', ['Astra', 'Insignia', 'Corsa']],
];

export function packageSizeFor(rng: Random, company: CompanyRec, lines: OrderProductLine[]): PackageSize {
  const dims = lines.find((l) => l.dimensions)?.dimensions;
  if (dims && dims.width && dims.height && dims.length) {
    const sum = dims.width + dims.height + dims.length;
    const weight = dims.weight ?? 0;
    if (sum <= 100 && weight <= 9.99) return 'S';
    if (sum <= 200 && weight <= 15) return 'M';
    return 'L';
  }
  const def = company.orderSettings.defaultPackageSize;
  return rng.chance(0.75) ? def : rng.pick(['S', 'M', 'L'] as const);
}

export function productLine(ctx: Ctx, product: ProductRec, delivered: boolean): OrderProductLine {
  const { rng } = ctx;
  const def = product.def;
  const line: OrderProductLine = { id: product.id, type: def.type, name: def.name, productCode: def.code };
  for (const field of def.fields) {
    switch (field) {
      case 'code':
        line.code = def.type === 'iqos' ? `${def.code.slice(0, 2)}${rng.digits(6)}` : `${def.code}-${rng.digits(5)}`;
        break;
      case 'smsName':
        line.smsName = def.smsName ?? def.name;
        break;
      case 'oldDeviceCode':
        line.oldDeviceCode = `OLD${rng.chars(8, ALNUM)}`;
        break;
      case 'pesel':
        line.pesel = pesel(rng);
        break;
      case 'receiptNo':
        line.receiptNo = rng.digits(4);
        break;
      case 'amountToPayOnPickUp':
        line.amountToPayOnPickUp = rng.int(1999, 49_999);
        break;
      case 'medicines':
        line.medicines = rng.sample(MEDICINES, rng.int(1, 3)).map((details) => ({ details, pickedUp: delivered }));
        break;
      case 'externalNo':
        line.externalNo = `ZAM/${dayKey(ctx.today).slice(0, 4)}/${rng.digits(6)}`;
        break;
      case 'dimensions': {
        const max = def.maxDimensions ?? PARCEL_MAX;
        line.dimensions = {
          weight: Math.round(rng.float(0.3, Math.min(max.weight ?? 20, 20)) * 10) / 10,
          width: rng.int(10, Math.min(max.width ?? 60, 60)),
          height: rng.int(5, Math.min(max.height ?? 40, 40)),
          length: rng.int(10, Math.min(max.length ?? 40, 40)),
        };
        break;
      }
      case 'vehicle': {
        const [mark, models] = rng.pick(VEHICLE_MARKS);
        line.vehicle = {
          mark,
          model: rng.pick(models),
          registrationPlate: registrationPlate(rng, 'GD').replace(' ', ''),
          vinNumber: rng.chars(17, VIN_CHARS),
        };
        break;
      }
      default:
        break;
    }
  }
  return line;
}
