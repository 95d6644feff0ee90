import { describe, expect, it } from 'vitest';
import { phpText } from '@/web/ride/pautos/PautosWizard';
import { pesosToCentavosInput } from '@/web/ride/pautos/usePautos';

describe('errand amounts typed by people', () => {
  it('reads pesos with commas, a peso sign or centavos into whole centavos', () => {
    expect(pesosToCentavosInput('500')).toBe(50_000);
    expect(pesosToCentavosInput('1,250.50')).toBe(125_050);
    expect(pesosToCentavosInput('₱ 99.9')).toBe(9_990);
  });

  it('refuses nothing, zero, negatives, letters and more than two decimals', () => {
    for (const text of ['', '0', '0.00', '-5', 'abc', '1.234', '12e3'])
      expect(pesosToCentavosInput(text)).toBeNull();
  });

  it('shows the vehicle price as the spec does', () => {
    expect(phpText(5_500)).toBe('Php 55.00');
    expect(phpText(6_050)).toBe('Php 60.50');
  });
});
