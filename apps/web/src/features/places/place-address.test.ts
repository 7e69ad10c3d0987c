import { describe, expect, it } from 'vitest';
import { addressFromPlace } from './place-address.ts';

// Choosing a suggested place fills street, number, postcode, town and country (issue 19).
describe('address from a place', () => {
  it("reads the Place class's addressComponents (Bahnhofstrasse 1, Zürich)", () => {
    // As Place.fetchFields({ fields: ['addressComponents'] }) answers for this address.
    const components = [
      { longText: '1', shortText: '1', types: ['street_number'] },
      { longText: 'Bahnhofstrasse', shortText: 'Bahnhofstrasse', types: ['route'] },
      {
        longText: 'Kreis 1',
        shortText: 'Kreis 1',
        types: ['sublocality_level_1', 'sublocality', 'political'],
      },
      { longText: 'Zürich', shortText: 'Zürich', types: ['locality', 'political'] },
      {
        longText: 'Bezirk Zürich',
        shortText: 'Bezirk Zürich',
        types: ['administrative_area_level_2', 'political'],
      },
      { longText: 'Zürich', shortText: 'ZH', types: ['administrative_area_level_1', 'political'] },
      { longText: 'Switzerland', shortText: 'CH', types: ['country', 'political'] },
      { longText: '8001', shortText: '8001', types: ['postal_code'] },
    ];
    expect(addressFromPlace(components)).toEqual({
      street: 'Bahnhofstrasse',
      streetNumber: '1',
      zipCode: '8001',
      city: 'Zürich',
      country: 'CH',
    });
  });

  it("reads the older PlaceResult's address_components (a German address)", () => {
    const components = [
      { long_name: '12a', short_name: '12a', types: ['street_number'] },
      { long_name: 'Unter den Linden', short_name: 'Unter den Linden', types: ['route'] },
      { long_name: 'Mitte', short_name: 'Mitte', types: ['sublocality_level_1', 'sublocality', 'political'] },
      { long_name: 'Berlin', short_name: 'Berlin', types: ['locality', 'political'] },
      { long_name: 'Berlin', short_name: 'BE', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Germany', short_name: 'DE', types: ['country', 'political'] },
      { long_name: '10117', short_name: '10117', types: ['postal_code'] },
    ];
    expect(addressFromPlace(components)).toEqual({
      street: 'Unter den Linden',
      streetNumber: '12a',
      zipCode: '10117',
      city: 'Berlin',
      country: 'DE',
    });
  });

  it('takes the postal town where there is no locality, and leaves missing parts empty', () => {
    const components = [
      { longText: 'High Street', shortText: 'High St', types: ['route'] },
      { longText: 'Guildford', shortText: 'Guildford', types: ['postal_town'] },
      { longText: 'United Kingdom', shortText: 'GB', types: ['country', 'political'] },
    ];
    expect(addressFromPlace(components)).toEqual({
      street: 'High Street',
      streetNumber: '',
      zipCode: '',
      city: 'Guildford',
      country: 'GB',
    });
    expect(addressFromPlace([])).toEqual({
      street: '',
      streetNumber: '',
      zipCode: '',
      city: '',
      country: '',
    });
  });
});
