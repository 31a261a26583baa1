import { bmiBand, computeBmi, evaluateBmi } from './bmi';

describe('BMI', () => {
  test('weight over height in metres squared, to 2 decimals', () => {
    expect(computeBmi(70, 170)).toBe(24.22);
    expect(computeBmi(95, 165)).toBe(34.89);
    expect(computeBmi(50, 180)).toBe(15.43);
  });

  test.each([
    [18.49, 'underweight', 'medium'],
    [18.5, 'normal', 'normal'],
    [24.99, 'normal', 'normal'],
    [25, 'overweight', 'medium'],
    [29.99, 'overweight', 'medium'],
    [30, 'obesity', 'high'],
    [55, 'obesity', 'high'],
  ])('%s is %s (%s severity)', (bmi, band, severity) => {
    expect(bmiBand(bmi)).toMatchObject({ band, severity });
  });

  const valid = { age: '35', heightCm: '170', weightKg: '70', gender: 'female' };
  test('a valid form gives the number and its band', () => {
    expect(evaluateBmi(valid)).toMatchObject({ ok: true, bmi: 24.22, band: 'normal' });
  });
  test.each([
    [{ ...valid, age: '' }, 'age', 'All fields are required'],
    [{ ...valid, gender: '' }, 'gender', 'All fields are required'],
    [{ ...valid, age: '1000' }, 'age', 'All fields are required'],
    [{ ...valid, weightKg: '1000' }, 'weightKg', 'Weight must be more than 0 and at most 999 kg'],
    [{ ...valid, weightKg: '0' }, 'weightKg', 'Weight must be more than 0 and at most 999 kg'],
    [{ ...valid, weightKg: '70.123' }, 'weightKg', 'Weight must be more than 0 and at most 999 kg'],
    [{ ...valid, heightCm: '29' }, 'heightCm', 'Height must be between 30 and 340 cm'],
    [{ ...valid, heightCm: '341' }, 'heightCm', 'Height must be between 30 and 340 cm'],
  ])('refuses %o on %s', (form, field, message) => {
    expect(evaluateBmi(form)).toEqual({ ok: false, field, message });
  });
  test('30 and 340 cm are the limits that pass', () => {
    expect(evaluateBmi({ ...valid, heightCm: '30' }).ok).toBe(true);
    expect(evaluateBmi({ ...valid, heightCm: '340' }).ok).toBe(true);
  });
});
