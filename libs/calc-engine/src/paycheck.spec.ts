import { calculatePaycheck } from './paycheck.js';

describe('calculatePaycheck: pay', () => {
  it('uses the defaults alone: 25/h × 40 h, 401(k) in percent mode at 0', () => {
    // regularPay = 25 × 40 = 1000; nothing else is set, so gross = taxable = net = left over = 1000.
    // 401(k) is percent by default: 1000 × 0 / 100 = 0. effectiveHourlyRate = 1000 / 40 = 25.
    expect(calculatePaycheck({})).toMatchObject({
      regularPay: 1000,
      overtimePay: 0,
      doubleTimePay: 0,
      totalHours: 40,
      perDiemTotal: 0,
      grossPay: 1000,
      taxableGrossPay: 1000,
      unionBenefitsTotal: 0,
      overtimePayExcluded: 0,
      taxableIncome: 1000,
      taxAmount: 0,
      retirement401kAmount: 0,
      totalDeductions: 0,
      unionDuesAmount: 0,
      netPay: 1000,
      totalExpenses: 0,
      leftOver: 1000,
      netAfterExpenses: 1000,
      totalPackage: 1000,
      effectiveHourlyRate: 25,
      taxSavedOnOvertime: 0,
      weeklyExpenses: [],
    });
  });

  it('treats a missing or null input as the defaults', () => {
    // Same as above: 25 × 40 = 1000.
    expect(calculatePaycheck().netPay).toBe(1000);
    expect(calculatePaycheck(null).netPay).toBe(1000);
  });

  it('pays overtime at 1.5×', () => {
    // regular 20 × 40 = 800; overtime 20 × 1.5 × 10 = 300; gross 1100; hours 40 + 10 = 50.
    expect(calculatePaycheck({ hourlyRate: 20, regularHours: 40, overtimeHours: 10 })).toMatchObject({
      regularPay: 800,
      overtimePay: 300,
      grossPay: 1100,
      totalHours: 50,
      netPay: 1100,
      effectiveHourlyRate: 22, // 1100 / 50
    });
  });

  it('pays double time at 2×', () => {
    // regular 20 × 40 = 800; double time 20 × 2 × 5 = 200; gross 1000; hours 45.
    expect(calculatePaycheck({ hourlyRate: 20, doubleTimeHours: 5 })).toMatchObject({
      doubleTimePay: 200,
      grossPay: 1000,
      totalHours: 45,
    });
  });

  it('taxes travel pay as wages', () => {
    // gross = 1000 + 100 = 1100; taxable = 1100; tax 10% = 110; net = 1100 − 110 = 990.
    expect(calculatePaycheck({ taxableTravelPay: 100, combinedTaxRate: 10 })).toMatchObject({
      grossPay: 1100,
      taxableGrossPay: 1100,
      taxAmount: 110,
      netPay: 990,
    });
  });

  it('pays per diem × days worked as untaxed cash', () => {
    // perDiemTotal = 50 × 5 = 250; gross = 1000 + 250 = 1250; taxable stays 1000;
    // tax 20% of 1000 = 200; net = 1250 − 200 = 1050.
    expect(calculatePaycheck({ perDiem: 50, daysWorked: 5, combinedTaxRate: 20 })).toMatchObject({
      perDiemTotal: 250,
      grossPay: 1250,
      taxableGrossPay: 1000,
      taxableIncome: 1000,
      taxAmount: 200,
      netPay: 1050,
    });
  });

  it.each([
    [9, 70], // 9 days clamped to 7: 10 × 7
    [0, 10], // 0 days clamped to 1: 10 × 1
    [3.7, 30], // cut to 3 whole days: 10 × 3
    [undefined, 50], // default 5 days: 10 × 5
  ])('pays per diem for daysWorked %p as %p', (daysWorked, perDiemTotal) => {
    expect(calculatePaycheck({ perDiem: 10, daysWorked }).perDiemTotal).toBe(perDiemTotal);
  });

  it('gives 0 effective hourly rate with no hours instead of dividing by zero', () => {
    // regularPay = 25 × 0 = 0; per diem 100 × 5 = 500 = gross = net = package; hours 0 → rate 0.
    expect(calculatePaycheck({ regularHours: 0, perDiem: 100 })).toMatchObject({
      totalHours: 0,
      grossPay: 500,
      netPay: 500,
      totalPackage: 500,
      effectiveHourlyRate: 0,
    });
  });
});

describe('calculatePaycheck: union benefits and dues', () => {
  it('adds dollar-per-hour benefits × all hours to taxable gross and the package, not to gross pay', () => {
    // per hour = 8 + 4 + 6 = 18; hours = 40 + 10 = 50; benefits = 18 × 50 = 900.
    // gross = 30 × 40 + 30 × 1.5 × 10 = 1200 + 450 = 1650; taxable = 1650 + 900 = 2550.
    // net = 1650 (no tax); package = 1650 + 900 = 2550; effective = 2550 / 50 = 51.
    const result = calculatePaycheck({
      isUnion: true,
      hourlyRate: 30,
      overtimeHours: 10,
      healthWelfare: 8,
      annuity: 4,
      pension: 6,
    });
    expect(result).toMatchObject({
      unionBenefitsTotal: 900,
      grossPay: 1650,
      taxableGrossPay: 2550,
      netPay: 1650,
      totalPackage: 2550,
      effectiveHourlyRate: 51,
    });
  });

  it('reads percent-mode benefits as a percent of the hourly rate', () => {
    // per hour = 40 × 10% + 40 × 5% + $3 = 4 + 2 + 3 = 9; hours = 40 + 4 = 44; benefits = 9 × 44 = 396.
    // gross = 40 × 40 + 40 × 2 × 4 = 1600 + 320 = 1920; taxable = 1920 + 396 = 2316.
    // tax 25% = 579; net = 1920 − 579 = 1341; package = 1341 + 396 = 1737;
    // effective = 1737 / 44 = 39.4772… → 39.48.
    const result = calculatePaycheck({
      isUnion: true,
      hourlyRate: 40,
      doubleTimeHours: 4,
      healthWelfare: 10,
      healthWelfareIsPercent: true,
      annuity: 5,
      annuityIsPercent: true,
      pension: 3,
      combinedTaxRate: 25,
    });
    expect(result).toMatchObject({
      unionBenefitsTotal: 396,
      grossPay: 1920,
      taxableGrossPay: 2316,
      taxAmount: 579,
      netPay: 1341,
      totalPackage: 1737,
      effectiveHourlyRate: 39.48,
    });
  });

  it('ignores benefits and dues when not a union member', () => {
    // isUnion false: benefits 0 and dues 0, so gross = taxable = net = 1000.
    const result = calculatePaycheck({ healthWelfare: 8, pension: 6, unionDues: 2 });
    expect(result).toMatchObject({
      unionBenefitsTotal: 0,
      taxableGrossPay: 1000,
      unionDuesAmount: 0,
      netPay: 1000,
    });
  });

  it('takes percent dues (the default) of taxable gross, benefits included', () => {
    // benefits = $5 × 40 = 200; taxable = 1000 + 200 = 1200; dues 3% × 1200 = 36.
    // net = 1000 − 0 − 36 = 964; package = 964 + 200 = 1164.
    expect(calculatePaycheck({ isUnion: true, pension: 5, unionDues: 3 })).toMatchObject({
      unionDuesAmount: 36,
      totalDeductions: 0,
      netPay: 964,
      totalPackage: 1164,
    });
  });

  it('takes dollar dues as entered', () => {
    // dues = $45; net = 1000 − 45 = 955.
    expect(calculatePaycheck({ isUnion: true, unionDues: 45, unionDuesIsPercent: false })).toMatchObject({
      unionDuesAmount: 45,
      netPay: 955,
    });
  });
});

describe('calculatePaycheck: taxes and deductions', () => {
  it('takes a percent 401(k) of taxable gross, union benefits included', () => {
    // benefits = $2 × 40 = 80; taxable = 1080; 401(k) 6% × 1080 = 64.8; net = 1000 − 64.8 = 935.2.
    expect(calculatePaycheck({ isUnion: true, annuity: 2, retirement401k: 6 })).toMatchObject({
      retirement401kAmount: 64.8,
      totalDeductions: 64.8,
      netPay: 935.2,
    });
  });

  it('takes a dollar 401(k) as entered', () => {
    // 401(k) = $75; net = 1000 − 75 = 925.
    expect(calculatePaycheck({ retirement401k: 75, retirement401kIsPercent: false })).toMatchObject({
      retirement401kAmount: 75,
      netPay: 925,
    });
  });

  it('adds every deduction into totalDeductions', () => {
    // tax 22% × 1000 = 220; 401(k) 5% × 1000 = 50; total = 220 + 15 + 50 + 40 + 10 = 335; net = 665.
    const result = calculatePaycheck({
      combinedTaxRate: 22,
      extraWithholding: 15,
      retirement401k: 5,
      medicalInsurance: 40,
      hsaFsa: 10,
    });
    expect(result).toMatchObject({
      taxAmount: 220,
      retirement401kAmount: 50,
      totalDeductions: 335,
      netPay: 665,
    });
  });

  it('subtracts union dues after the deduction total', () => {
    // tax 10% × 1000 = 100 = totalDeductions; dues 2% × 1000 = 20; net = 1000 − 100 − 20 = 880.
    expect(calculatePaycheck({ isUnion: true, combinedTaxRate: 10, unionDues: 2 })).toMatchObject({
      totalDeductions: 100,
      unionDuesAmount: 20,
      netPay: 880,
    });
  });

  it('taxes overtime and double time normally when no-tax-on-overtime is off', () => {
    // gross = 800 + 20 × 1.5 × 10 + 20 × 2 × 2 = 800 + 300 + 80 = 1180; tax 20% = 236; net = 944.
    const result = calculatePaycheck({
      hourlyRate: 20,
      overtimeHours: 10,
      doubleTimeHours: 2,
      combinedTaxRate: 20,
    });
    expect(result).toMatchObject({
      grossPay: 1180,
      overtimePayExcluded: 0,
      taxableIncome: 1180,
      taxAmount: 236,
      netPay: 944,
      taxSavedOnOvertime: 0,
    });
  });

  it('leaves overtime and double time out of taxable income with no-tax-on-overtime', () => {
    // excluded = 300 + 80 = 380; taxable income = 1180 − 380 = 800; tax 20% = 160;
    // net = 1180 − 160 = 1020; saved = 380 × 20% = 76 (= 236 − 160).
    const result = calculatePaycheck({
      hourlyRate: 20,
      overtimeHours: 10,
      doubleTimeHours: 2,
      combinedTaxRate: 20,
      noTaxOnOvertime: true,
    });
    expect(result).toMatchObject({
      grossPay: 1180,
      taxableGrossPay: 1180,
      overtimePayExcluded: 380,
      taxableIncome: 800,
      taxAmount: 160,
      netPay: 1020,
      taxSavedOnOvertime: 76,
    });
  });

  it('still takes a percent 401(k) of the full taxable gross with no-tax-on-overtime', () => {
    // taxable gross = 800 + 300 = 1100 (overtime excluded only from taxable income);
    // 401(k) 10% × 1100 = 110; net = 1100 − 110 = 990.
    const result = calculatePaycheck({
      hourlyRate: 20,
      overtimeHours: 10,
      retirement401k: 10,
      noTaxOnOvertime: true,
    });
    expect(result).toMatchObject({ taxableIncome: 800, retirement401kAmount: 110, netPay: 990 });
  });

  it('keeps union benefits in taxable income with no-tax-on-overtime', () => {
    // benefits = $10 × (40 + 8) = 480; OT = 25 × 1.5 × 8 = 300; taxable gross = 1000 + 300 + 480 = 1780;
    // taxable income = 1780 − 300 = 1480; tax 10% = 148; net = 1300 − 148 = 1152.
    const result = calculatePaycheck({
      isUnion: true,
      pension: 10,
      overtimeHours: 8,
      combinedTaxRate: 10,
      noTaxOnOvertime: true,
    });
    expect(result).toMatchObject({
      unionBenefitsTotal: 480,
      taxableGrossPay: 1780,
      taxableIncome: 1480,
      taxAmount: 148,
      netPay: 1152,
      taxSavedOnOvertime: 30,
    });
  });
});

describe('calculatePaycheck: expenses', () => {
  it('converts daily ×7, monthly ÷4.33 and keeps weekly', () => {
    // fuel 10/day × 7 = 70; rent 1299/month ÷ 4.33 = 300; groceries 150/week = 150.
    // total = 520; left over = 1000 − 520 = 480.
    const result = calculatePaycheck({
      expenses: {
        fuel: { amount: 10, frequency: 'daily' },
        rentMortgage: { amount: 1299, frequency: 'monthly' },
        groceries: { amount: 150, frequency: 'weekly' },
      },
    });
    expect(result).toMatchObject({ totalExpenses: 520, leftOver: 480, netAfterExpenses: 480 });
    // Listed in form order, at the frequency entered.
    expect(result.weeklyExpenses).toEqual([
      { category: 'rentMortgage', amount: 1299, frequency: 'monthly' },
      { category: 'fuel', amount: 10, frequency: 'daily' },
      { category: 'groceries', amount: 150, frequency: 'weekly' },
    ]);
  });

  it('counts a missing or unknown frequency as weekly', () => {
    // tools 40 (no frequency) + misc 60 ('yearly' → weekly) = 100; left over 900.
    const result = calculatePaycheck({
      expenses: { tools: { amount: 40 }, misc: { amount: 60, frequency: 'yearly' } },
    });
    expect(result.totalExpenses).toBe(100);
    expect(result.weeklyExpenses.map((e) => e.frequency)).toEqual(['weekly', 'weekly']);
  });

  it('reads text amounts and rounds the monthly conversion only at the end', () => {
    // utilities 100/month ÷ 4.33 = 23.0946… → 23.09; left over = 1000 − 23.0946… = 976.9053… → 976.91.
    const result = calculatePaycheck({ expenses: { utilities: { amount: '100', frequency: 'monthly' } } });
    expect(result).toMatchObject({ totalExpenses: 23.09, leftOver: 976.91 });
  });

  it('goes negative when expenses exceed net pay', () => {
    // left over = 1000 − 1500 = −500.
    const result = calculatePaycheck({ expenses: { rentMortgage: { amount: 1500, frequency: 'weekly' } } });
    expect(result).toMatchObject({ leftOver: -500, netAfterExpenses: -500 });
  });
});

describe('calculatePaycheck: rounding at the end only', () => {
  it('rounds gross from unrounded parts', () => {
    // regular = 10.004 × 1 = 10.004 → 10.00; gross = 10.004 + 0.004 = 10.008 → 10.01.
    // Rounding the parts first would give 10.00 + 0.00 = 10.00.
    const result = calculatePaycheck({ hourlyRate: 10.004, regularHours: 1, taxableTravelPay: 0.004 });
    expect(result).toMatchObject({ regularPay: 10, grossPay: 10.01 });
  });

  it('rounds net from the unrounded tax', () => {
    // tax = 1000 × 0.0015 / 100 = 0.015 → 0.02 (half away from zero);
    // net = 1000 − 0.015 = 999.985 → 999.99. Rounding the tax first would give 1000 − 0.02 = 999.98.
    expect(calculatePaycheck({ combinedTaxRate: 0.0015 })).toMatchObject({ taxAmount: 0.02, netPay: 999.99 });
  });

  it('rounds a negative half cent away from zero', () => {
    // left over = 1000 − 1012.345 = −12.345 → −12.35.
    const result = calculatePaycheck({ expenses: { misc: { amount: 1012.345, frequency: 'weekly' } } });
    expect(result.leftOver).toBe(-12.35);
  });
});

describe('calculatePaycheck: messy input', () => {
  it('counts junk, negative, NaN, Infinity and empty numbers as 0', () => {
    // Every pay field is 0 except regularHours, so pay = 0 × 40 = 0.
    const result = calculatePaycheck({
      hourlyRate: 'abc',
      overtimeHours: -10,
      doubleTimeHours: NaN,
      perDiem: Infinity,
      taxableTravelPay: '',
      combinedTaxRate: '12abc',
    });
    expect(result).toMatchObject({ grossPay: 0, perDiemTotal: 0, totalHours: 40, taxAmount: 0, netPay: 0 });
  });

  it('reads numeric text, surrounding spaces allowed', () => {
    // 30 × 40 = 1200; tax 12.5% = 150; net = 1050.
    const result = calculatePaycheck({ hourlyRate: '30', regularHours: ' 40 ', combinedTaxRate: '12.5' });
    expect(result).toMatchObject({ grossPay: 1200, taxAmount: 150, netPay: 1050 });
  });

  it("turns flags on only for true or the text 'true'", () => {
    // isUnion 'true' → dues 5% of 1000 = 50; any other text or 1 leaves isUnion off → dues 0.
    expect(calculatePaycheck({ isUnion: 'true', unionDues: '5' }).unionDuesAmount).toBe(50);
    for (const notTrue of ['TRUE', 'yes', 'on', 1, '1']) {
      expect(calculatePaycheck({ isUnion: notTrue, unionDues: 5 }).unionDuesAmount).toBe(0);
    }
  });

  it('caps absurdly large numbers so every output stays finite', () => {
    // hourlyRate 1e300 is held to 1e9: regular = 1e9 × 40 = 4e10.
    const result = calculatePaycheck({
      hourlyRate: 1e300,
      isUnion: true,
      pension: 1e300,
      pensionIsPercent: true,
    });
    expect(result.regularPay).toBe(4e10);
    expect(Number.isFinite(result.unionBenefitsTotal)).toBe(true);
  });
});
