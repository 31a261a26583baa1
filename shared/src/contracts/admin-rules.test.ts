import { MSG } from './messages';
import { isXlsxName, mobileListSchema, offerInterestStatusSchema, spreadsheetRow } from './admin';

describe('broadcast spreadsheet rows', () => {
  it.each([
    ['971', '501234567', { countryCode: '971', mobileNo: '501234567' }],
    [971, 501234567, { countryCode: '971', mobileNo: '501234567' }],
    ['+971', '501-234-567', { countryCode: '971', mobileNo: '501234567' }],
    ['00968', '912 345 67', { countryCode: '968', mobileNo: '91234567' }],
    ['971', '(050) 123-4567', { countryCode: '971', mobileNo: '501234567' }],
    ['1', '212 555 0100', { countryCode: '1', mobileNo: '2125550100' }],
  ])('%p %p is accepted', (cc, mobile, expected) => {
    expect(spreadsheetRow(cc, mobile)).toEqual(expected);
  });
  it.each([
    ['971', '50123456x'],
    ['971', '501-234-5'],
    ['971', '5012-34-567'],
    ['97150', '5012345678'], // 15 characters with the country code
    ['1', '123-45'], // under 7
    ['UAE', '501234567'],
    ['', '501234567'],
    [null, '501234567'],
    ['971', 5.01e8 + 0.5],
  ])('%p %p is refused', (cc, mobile) => {
    expect(spreadsheetRow(cc, mobile)).toBeNull();
  });
  it('only .xlsx', () => {
    expect(isXlsxName('UploadMobileNo.xlsx')).toBe(true);
    expect(isXlsxName('list.XLSX')).toBe(true);
    expect(isXlsxName('list.xls')).toBe(false);
    expect(isXlsxName('list.csv')).toBe(false);
  });
  it('a Mobilelist is checked again and de-duplicated', () => {
    expect(mobileListSchema.parse([{ countryCode: '971', mobileNo: '501234567' }, { countryCode: 971, mobileNo: '501-234-567' }])).toEqual([{ countryCode: '971', mobileNo: '501234567' }]);
    expect(mobileListSchema.safeParse([]).error?.issues[0]?.message).toBe(MSG.selectExcelWithValidData);
    expect(mobileListSchema.safeParse([{ countryCode: '971', mobileNo: 'abc' }]).error?.issues[0]?.message).toBe(MSG.invalidEmptyFile);
  });
  it('a status change: a known status, a comment of at most 250', () => {
    expect(offerInterestStatusSchema.safeParse({ offerInterestId: 1, status: 'Closed - Lost', comment: 'x'.repeat(250) }).success).toBe(true);
    expect(offerInterestStatusSchema.safeParse({ offerInterestId: 1, status: 'Closed - Lost', comment: 'x'.repeat(251) }).error?.issues[0]?.message).toBe(MSG.commentMax);
    expect(offerInterestStatusSchema.safeParse({ offerInterestId: 1, status: 'Maybe' }).success).toBe(false);
  });
});
