import { DEFAULT_GEO_DATA_DIR } from '../../server/config.ts';
import { describe, expect, it } from 'vitest';
import { Geocoder, PostcodeCsvProvider, placeKey } from '../../server/services/geocoding/index.ts';

const geocoder = new Geocoder(PostcodeCsvProvider.inDir(DEFAULT_GEO_DATA_DIR));

describe('postal-code geocoder (postcodes-pl.csv)', () => {
  it('compares places without diacritics and case', () => {
    expect(placeKey('Łódź')).toBe('lodz');
    expect(placeKey('KRAKÓW')).toBe('krakow');
    expect(placeKey('Nowa  Wieś-Lęborska')).toBe('nowa wies leborska');
  });

  it('finds a postal code by its centroid (Kraków main square, Gdańsk Długa street)', async () => {
    expect(await geocoder.geocode({ street: 'Rynek Główny 1', city: 'Kraków', zipCode: '31-042' })).toEqual({
      ok: true,
      lat: 50.0613,
      lng: 19.9383,
      zipCode: '31-042',
      city: 'Kraków',
      precision: 'zipCode',
    });
    const gdansk = await geocoder.geocode({ street: 'Długa 1', city: 'gdańsk', zipCode: '80-831' });
    expect(gdansk).toMatchObject({ ok: true, precision: 'zipCode' });
    if (gdansk.ok) {
      expect(gdansk.lat).toBeCloseTo(54.3496, 3);
      expect(gdansk.lng).toBeCloseTo(18.6512, 3);
    }
  });

  it('a city that is not the postal code’s place matches partially', async () => {
    expect(await geocoder.geocode({ street: 'x', city: 'Warszawa', zipCode: '31-042' })).toEqual({
      ok: false,
      code: 'address_matched_partially',
    });
  });

  it('an unknown postal code falls back to the city, or is ambiguous, or not found', async () => {
    const city = await geocoder.geocode({ street: 'x', city: 'Poznań', zipCode: '60-999' });
    expect(city).toMatchObject({ ok: true, precision: 'city', zipCode: '60-999' });
    if (city.ok) {
      expect(city.lat).toBeGreaterThan(52.3);
      expect(city.lat).toBeLessThan(52.5);
    }
    expect(await geocoder.geocode({ street: 'x', city: 'Leszno', zipCode: '99-999' })).toEqual({
      ok: false,
      code: 'address_is_ambiguous',
    });
    expect(await geocoder.geocode({ street: 'x', city: 'Atlantyda', zipCode: '99-999' })).toEqual({
      ok: false,
      code: 'address_not_found',
    });
  });

  it('prefixes the pickup point’s codes', () => {
    expect(Geocoder.codeFor('pickupPoint', 'address_not_found')).toBe('pickup_point_address_not_found');
    expect(Geocoder.codeFor('receiver', 'address_not_found')).toBe('address_not_found');
  });
});
