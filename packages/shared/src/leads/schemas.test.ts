import { describe, expect, it } from 'vitest';
import {
  isPlausiblePhone,
  leadListQuerySchema,
  leadMessages,
  leadStatusUpdateSchema,
  leadSubmitSchema,
} from './schemas';

/** The messages a submission gets, per field, in the order the popup shows them. */
function errorsOf(input: unknown): Array<[string, string]> {
  const result = leadSubmitSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

function firstError(input: unknown): string | undefined {
  return errorsOf(input)[0]?.[1];
}

describe('the popup’s messages', () => {
  it('are the spec’s, word for word', () => {
    expect(leadMessages).toMatchObject({
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      nameTooLong: 'Name cannot exceed 50 characters',
      nameInvalid: 'Name can only contain letters, spaces, hyphens, and apostrophes',
      phoneTooShort: 'Phone number must be at least 10 digits',
      phoneTooLong: 'Phone number cannot exceed 15 digits',
      phoneInvalid: 'Please enter a valid phone number',
    });
  });
});

describe('the popup’s phone', () => {
  const name = 'Asha Roy';

  it('counts only digits and keeps them', () => {
    expect(leadSubmitSchema.parse({ name, phone: '+91 98300-12345' }).phone).toBe('919830012345');
    expect(leadSubmitSchema.parse({ name, phone: '9830012345' }).phone).toBe('9830012345');
  });

  it('refuses fewer than 10 digits', () => {
    expect(firstError({ name, phone: '983001234' })).toBe(leadMessages.phoneTooShort);
    expect(firstError({ name, phone: '98 30 01 23 4' })).toBe(leadMessages.phoneTooShort);
  });

  it('refuses more than 15 digits', () => {
    expect(firstError({ name, phone: '9830012345678901' })).toBe(leadMessages.phoneTooLong);
  });

  it('then checks the format', () => {
    for (const phone of ['0000000000', '9999999999', '1234567890', '5830012345', '0012345678']) {
      expect(firstError({ name, phone }), phone).toBe(leadMessages.phoneInvalid);
    }
  });

  it('gives only the length message when the length is wrong', () => {
    expect(errorsOf({ name, phone: '00000' })).toEqual([['phone', leadMessages.phoneTooShort]]);
  });

  it('requires a phone', () => {
    expect(firstError({ name })).toBe(leadMessages.phoneRequired);
    expect(firstError({ name, phone: '' })).toBe(leadMessages.phoneRequired);
  });

  it('is checked before the name', () => {
    expect(errorsOf({ name: '', phone: '123' })[0]).toEqual(['phone', leadMessages.phoneTooShort]);
  });
});

describe('the phone format rule', () => {
  it('takes Indian mobiles, with or without the country code or trunk 0', () => {
    for (const digits of [
      '6000012345',
      '7012345678',
      '8123456789',
      '919830012345',
      '09830012345',
    ]) {
      expect(isPlausiblePhone(digits), digits).toBe(true);
    }
  });

  it('takes landlines with the STD code and international numbers', () => {
    for (const digits of ['03322334455', '447911123456', '14155550123', '00447911123456']) {
      expect(isPlausiblePhone(digits), digits).toBe(true);
    }
  });

  it('refuses repeated digits, 10-digit numbers that are not mobiles, and stray zeros', () => {
    for (const digits of [
      '7777777777',
      '2345678901',
      '915830012345',
      '00033221234',
      '0123456789',
    ]) {
      expect(isPlausiblePhone(digits), digits).toBe(false);
    }
  });
});

describe('the popup’s name', () => {
  const phone = '9830012345';

  it('is required', () => {
    expect(firstError({ phone, name: '' })).toBe(leadMessages.nameRequired);
    expect(firstError({ phone, name: '   ' })).toBe(leadMessages.nameRequired);
    expect(firstError({ phone })).toBe(leadMessages.nameRequired);
  });

  it('needs 2 characters once trimmed', () => {
    expect(firstError({ phone, name: ' A ' })).toBe(leadMessages.nameTooShort);
    expect(leadSubmitSchema.parse({ phone, name: ' Al ' }).name).toBe('Al');
  });

  it('takes at most 50 characters', () => {
    expect(leadSubmitSchema.safeParse({ phone, name: 'A'.repeat(50) }).success).toBe(true);
    expect(firstError({ phone, name: 'A'.repeat(51) })).toBe(leadMessages.nameTooLong);
  });

  it('allows letters of any script, spaces, hyphens and apostrophes', () => {
    for (const name of ["D'Souza", 'Mary-Anne O’Brien', 'प्रिया शर्मा', 'সৌমিত্র চট্টোপাধ্যায়', 'Zoë']) {
      expect(leadSubmitSchema.safeParse({ phone, name }).success, name).toBe(true);
    }
  });

  it('refuses digits, symbols and markup', () => {
    for (const name of ['Asha 2', 'Asha!', '<b>Asha</b>', 'Asha_Roy', 'Dr. Roy']) {
      expect(firstError({ phone, name }), name).toBe(leadMessages.nameInvalid);
    }
  });

  it('makes runs of spaces one', () => {
    expect(leadSubmitSchema.parse({ phone, name: 'Asha    Roy' }).name).toBe('Asha Roy');
  });
});

describe('the source tag', () => {
  it('is kept when it is a short tag and dropped otherwise, never refusing the lead', () => {
    const phone = '9830012345';
    const name = 'Asha';
    expect(leadSubmitSchema.parse({ phone, name, source: 'contact_page' }).source).toBe(
      'contact_page',
    );
    expect(leadSubmitSchema.parse({ phone, name, source: '<script>' }).source).toBeUndefined();
    expect(leadSubmitSchema.parse({ phone, name, source: 42 }).source).toBeUndefined();
  });
});

describe('the admin’s lead inputs', () => {
  it('takes the four statuses only', () => {
    expect(leadStatusUpdateSchema.safeParse({ status: 'converted' }).success).toBe(true);
    expect(leadStatusUpdateSchema.safeParse({ status: 'won' }).error?.issues[0]?.message).toBe(
      'Status must be one of: new, contacted, converted, lost',
    );
  });

  it('reads "all" and an empty status as no filter, and pages by 20', () => {
    expect(leadListQuerySchema.parse({ status: 'all' })).toEqual({ page: 1, limit: 20 });
    expect(leadListQuerySchema.parse({ status: '' }).status).toBeUndefined();
    expect(leadListQuerySchema.parse({ status: 'lost', page: '2' })).toMatchObject({
      status: 'lost',
      page: 2,
    });
  });
});
