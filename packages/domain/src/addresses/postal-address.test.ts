import { describe, expect, it } from 'vitest';
import { customerInputSchema } from '../customers/customer.schemas.ts';
import { isPostcodeOf } from './postal-address.schemas.ts';

describe('postcodes by country', () => {
  it('takes 4 digits in Switzerland and Austria, 5 in Germany, Liechtenstein its own, anything elsewhere', () => {
    expect(isPostcodeOf('CH', '8001')).toBe(true);
    expect(isPostcodeOf('CH', '80011')).toBe(false);
    expect(isPostcodeOf('CH', '0800')).toBe(false);
    expect(isPostcodeOf('LI', '9490')).toBe(true);
    expect(isPostcodeOf('LI', '8001')).toBe(false);
    expect(isPostcodeOf('DE', '10115')).toBe(true);
    expect(isPostcodeOf('DE', '1011')).toBe(false);
    expect(isPostcodeOf('AT', '1010')).toBe(true);
    expect(isPostcodeOf('US', '90210-1234')).toBe(true);
    expect(isPostcodeOf('CH', null)).toBe(true);
  });

  it("puts a postcode that does not fit on the customer form's field", () => {
    const refused = customerInputSchema.safeParse({ lastName: 'Keller', zipCode: '800', country: 'CH' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['zipCode'], message: 'error_zip_code_invalid' }),
    ]);
    expect(
      customerInputSchema.safeParse({ lastName: 'Keller', zipCode: '10115', country: 'DE' }).success,
    ).toBe(true);
  });
});
