import type { ColumnMapping } from './entities/member-import.entity';
import type { KnownSource, MemberField } from './imports.constants';

/** A header as compared: lower case, letters and digits only ("E-mail Address" → "emailaddress"). */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The headers each field is recognised by, best first: those of this site's own export and sign-up
 * form, and those the people exports of Planning Center People, Breeze, ChurchCRM and Mailchimp
 * write (docs/imports.md lists them). When several columns match one field (a Home and a Work
 * e-mail), the one whose header comes first in this list wins and the others are left unmapped.
 */
const ALIASES: Record<MemberField, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'fname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  fullName: ['name', 'fullname', 'contactname', 'personname'],
  email: [
    'email',
    'emailaddress',
    'email1',
    'primaryemail',
    'homeemail',
    'personalemail',
    'emailhome',
    'workemail',
    'otheremail',
  ],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilephonenumber',
    'cellphone',
    'cell',
    'homephone',
    'homephonenumber',
    'home',
    'workphone',
  ],
  age: ['age'],
  birthDate: ['birthdate', 'dateofbirth', 'dob', 'birthday', 'birthdatemonthday'],
  sex: ['gender', 'sex'],
  maritalStatus: ['maritalstatus', 'marital'],
  city: ['city', 'homeaddresscity', 'town'],
  state: ['state', 'stateprovince', 'province', 'homeaddressstate', 'region'],
  country: ['country', 'homeaddresscountry', 'countryname'],
  occupation: ['occupation', 'jobtitle', 'profession'],
  notes: ['notes', 'note', 'additionalnotes', 'comments'],
  needs: ['needs', 'supportneeds', 'areasofsupport'],
  interests: ['interests', 'ministryinterests'],
  subscribeToEmails: [
    'subscribetoemails',
    'emailupdates',
    'subscribetoemailupdates',
    'subscribed',
    'emailoptin',
    'optin',
    'acceptsemail',
    'emailsubscribed',
  ],
};

/**
 * How each recognised export is told apart: headers only it writes. A file matching none is mapped by
 * the aliases all the same; the source only tells the administrator what was recognised.
 */
const SIGNATURES: { source: KnownSource; matches: (keys: Set<string>) => boolean }[] = [
  { source: 'breeze', matches: (k) => k.has('breezeid') },
  {
    source: 'mailchimp',
    matches: (k) =>
      k.has('emailaddress') && (k.has('memberrating') || k.has('optintime') || k.has('leid')),
  },
  {
    source: 'planning_center',
    matches: (k) =>
      k.has('homeaddresscity') ||
      (k.has('givenname') && k.has('homeemail')) ||
      (k.has('homeemail') && k.has('mobilephonenumber')),
  },
  {
    source: 'churchcrm',
    matches: (k) => k.has('cellphone') && k.has('workemail') && k.has('address1'),
  },
];

export function recogniseSource(headers: string[]): KnownSource | null {
  const keys = new Set(headers.map(headerKey));
  return SIGNATURES.find((s) => s.matches(keys))?.source ?? null;
}

/**
 * The mapping proposed for a file's headers: every column mapped to the field it is recognised as,
 * or ignored. A full-name column is only used when there is no first and last name.
 */
export function suggestMapping(headers: string[]): ColumnMapping[] {
  const keys = headers.map(headerKey);
  const chosen = new Map<number, MemberField>();
  for (const [field, aliases] of Object.entries(ALIASES) as [MemberField, string[]][]) {
    for (const alias of aliases) {
      const index = keys.findIndex((key, i) => key === alias && !chosen.has(i));
      if (index >= 0) {
        chosen.set(index, field);
        break;
      }
    }
  }
  const fields = new Set(chosen.values());
  if (fields.has('firstName') && fields.has('lastName')) {
    for (const [index, field] of chosen) if (field === 'fullName') chosen.delete(index);
  }
  return headers.map((column, index) => ({ column, field: chosen.get(index) ?? 'ignore' }));
}
