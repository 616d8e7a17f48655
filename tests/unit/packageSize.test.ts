import { describe, expect, it } from 'vitest';
import { dimensionIssues, packageSizeOf, resolvePackageSize } from '../../domain/packageSize.ts';

describe('package size (S, M or L by weight and dimensions)', () => {
  it('S up to 9.99 kg and a side sum of 100 cm', () => {
    expect(packageSizeOf({ weight: 9.99, width: 40, height: 30, length: 30 })).toBe('S');
    expect(packageSizeOf({ weight: 10, width: 40, height: 30, length: 30 })).toBe('M');
    expect(packageSizeOf({ weight: 1, width: 40, height: 30, length: 30.5 })).toBe('M');
  });
  it('M up to 15 kg and a side sum of 200 cm', () => {
    expect(packageSizeOf({ weight: 15, width: 100, height: 50, length: 50 })).toBe('M');
    expect(packageSizeOf({ weight: 15.01, width: 10, height: 10, length: 10 })).toBe('L');
    expect(packageSizeOf({ weight: 5, width: 100, height: 50, length: 51 })).toBe('L');
  });
  it('L up to 31.5 kg within 100 × 80 × 50 cm in any orientation', () => {
    expect(packageSizeOf({ weight: 31.5, width: 100, height: 80, length: 50 })).toBe('L');
    expect(packageSizeOf({ weight: 20, width: 50, height: 100, length: 80 })).toBe('L');
    expect(packageSizeOf({ weight: 31.51, width: 10, height: 10, length: 10 })).toBeNull();
    expect(packageSizeOf({ weight: 1, width: 101, height: 50, length: 50 })).toBeNull();
    expect(packageSizeOf({ weight: 1, width: 90, height: 90, length: 40 })).toBeNull();
    expect(packageSizeOf({ weight: 1, width: 150, height: 25, length: 25 })).toBe('M');
  });
  it('sizes by weight alone and gives undefined without any dimension', () => {
    expect(packageSizeOf({ weight: 12 })).toBe('M');
    expect(packageSizeOf({})).toBeUndefined();
    expect(packageSizeOf(undefined)).toBeUndefined();
  });
  it('the order: the chosen size, else the largest line, else the company default, else M', () => {
    expect(resolvePackageSize([{ dimensions: { weight: 1 } }], 'S', 'L')).toBe('L');
    expect(resolvePackageSize([{ dimensions: { weight: 1 } }, { dimensions: { weight: 14 } }], 'S')).toBe('M');
    expect(resolvePackageSize([{}, {}], 'L')).toBe('L');
    expect(resolvePackageSize([{}], undefined)).toBe('M');
    expect(resolvePackageSize([{ dimensions: { weight: 40 } }], 'M')).toBeNull();
  });
});

describe('dimension limits', () => {
  const max = { weight: 20, width: 60, height: 60, length: 80, largestSide: 70, sideSum: 150 };
  it('passes within every limit', () => {
    expect(dimensionIssues({ weight: 20, width: 60, height: 20, length: 70 }, max)).toEqual([]);
    expect(dimensionIssues(undefined, max)).toEqual([]);
  });
  it('names the maximum of each dimension (kg for weight, cm for sides)', () => {
    expect(dimensionIssues({ weight: 20.5, width: 61 }, max)).toEqual([
      { field: 'width', message: 'validation.maxDimension', params: { max: 60 } },
      { field: 'weight', message: 'validation.maxWeight', params: { max: 20 } },
    ]);
  });
  it('needs positive values', () => {
    expect(dimensionIssues({ weight: 0 }, max)).toEqual([{ field: 'weight', message: 'validation.positive' }]);
  });
  it('largest side and side sum', () => {
    expect(dimensionIssues({ width: 10, height: 10, length: 75 }, max)).toEqual([
      { field: null, message: 'validation.largestSide', params: { max: 70 } },
    ]);
    expect(dimensionIssues({ width: 60, height: 60, length: 40 }, max)).toEqual([
      { field: null, message: 'validation.sideSum', params: { max: 150 } },
    ]);
  });
  it('larger than L without product limits', () => {
    expect(dimensionIssues({ weight: 35 }, null)).toEqual([{ field: null, message: 'validation.packageTooLarge' }]);
  });
});
