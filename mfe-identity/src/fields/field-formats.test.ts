import { cleanDocumentIdTyping, maskDateTyping, maskEmiratesIdTyping } from './field-formats';

test('Emirates ID is masked ###-####-#######-# as typed', () => {
  expect(maskEmiratesIdTyping('784')).toBe('784');
  expect(maskEmiratesIdTyping('7841988')).toBe('784-1988');
  expect(maskEmiratesIdTyping('784198812345671')).toBe('784-1988-1234567-1');
  expect(maskEmiratesIdTyping('784-1988-1234567-19')).toBe('784-1988-1234567-1');
  expect(maskEmiratesIdTyping('78a4')).toBe('784');
});

test('dates get their slashes as typed, and a deleted slash stays deleted', () => {
  expect(maskDateTyping('1')).toBe('1');
  expect(maskDateTyping('15')).toBe('15/');
  expect(maskDateTyping('15/03')).toBe('15/03/');
  expect(maskDateTyping('15031988')).toBe('15/03/1988');
  expect(maskDateTyping('15/0', '15/03')).toBe('15/0');
  expect(maskDateTyping('15', '15/')).toBe('15');
});

test('other document ids keep letters, digits, dash and slash, at most 15', () => {
  expect(cleanDocumentIdTyping('A12 34$56')).toBe('A123456');
  expect(cleanDocumentIdTyping('X'.repeat(20))).toHaveLength(15);
});
