import { calculatePaycheck } from './paycheck.js';
import { weeksToGoal } from './planning.js';

describe('planning figures', () => {
  it('projects weekly net pay and union benefits', () => {
    // benefits = $2.50 × 40 = 100; net = 1000.
    // annual 1000 × 52 = 52000; monthly 1000 × 4.33 = 4330; emergency 4330 × 4 = 17320;
    // house 1000 × 52 × 2 = 104000; 50/30/20 of 1000 = 500/300/200; union 100 × 52 = 5200.
    expect(calculatePaycheck({ isUnion: true, healthWelfare: 2.5 }).planning).toEqual({
      annualNet: 52000,
      monthlyNet: 4330,
      emergencyFundTarget: 17320,
      houseDownPaymentTarget: 104000,
      budget50_30_20: { needs: 500, wants: 300, savings: 200 },
      yearlyUnionBenefitsValue: 5200,
    });
  });

  it('projects from the unrounded net pay', () => {
    // net = 1000 − 0.015 = 999.985 (shown 999.99).
    // annual 999.985 × 52 = 51999.22; monthly × 4.33 = 4329.93505 → 4329.94; emergency × 4 = 17319.7402 → 17319.74;
    // house 999.985 × 104 = 103998.44; needs 499.9925 → 499.99; wants 299.9955 → 300; savings 199.997 → 200.
    expect(calculatePaycheck({ combinedTaxRate: 0.0015 }).planning).toEqual({
      annualNet: 51999.22,
      monthlyNet: 4329.94,
      emergencyFundTarget: 17319.74,
      houseDownPaymentTarget: 103998.44,
      budget50_30_20: { needs: 499.99, wants: 300, savings: 200 },
      yearlyUnionBenefitsValue: 0,
    });
  });
});

describe('weeksToGoal', () => {
  it('divides the goal by weekly left-over money', () => {
    expect(weeksToGoal(5000, 500)).toBe(10); // 5000 ÷ 500
    expect(weeksToGoal(5000, 480)).toBeCloseTo(10.4167, 4); // 5000 ÷ 480
    expect(weeksToGoal('1000', 250)).toBe(4); // text goal read as a number
  });

  it('has no answer when nothing is left over', () => {
    expect(weeksToGoal(5000, 0)).toBeNull();
    expect(weeksToGoal(5000, -20)).toBeNull();
    expect(weeksToGoal(5000, NaN)).toBeNull();
    expect(weeksToGoal(5000, Number.MIN_VALUE)).toBeNull(); // quotient would be Infinity
  });

  it('needs no weeks for an empty or junk goal', () => {
    expect(weeksToGoal('', 100)).toBe(0);
    expect(weeksToGoal('lots', 100)).toBe(0);
  });
});
