/** The ten entries shown on /faq (also used for the page's structured FAQ data). Plain text. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: 'How does TakeHome calculate my take-home pay?',
    answer:
      "TakeHome adds your regular pay, overtime at 1.5 times your rate, double time at 2 times your rate, taxable travel pay and per diem (per day times days worked) to get gross pay. It figures taxes in one of two ways you choose: a quick estimate with one combined rate applied to your taxable pay, or from your W-4 and state with the IRS percentage method, Social Security, Medicare and your state's income tax. Taxable pay never includes per diem. It then subtracts extra withholding, 401(k), medical insurance, HSA/FSA and, for union members, union dues to get net pay. Finally it converts your expenses to weekly amounts and shows what is left over.",
  },
  {
    question: 'Is TakeHome accurate? Is it tax advice?',
    answer:
      "TakeHome gives an estimate, not tax, legal or financial advice. Its quick estimate uses one combined tax rate that you choose; its W-4 mode follows the IRS and state withholding methods with your W-4, but your employer's payroll also reflects your benefit elections and other details, so your actual paycheck can differ. Where a state's figure for this year is not published yet, TakeHome says so and uses last year's. Use the result for planning, and check your pay stub, IRS Publication 15-T or a tax professional for anything you file.",
  },
  {
    question: 'How are union benefits handled?',
    answer:
      'Check the union member box and enter health and welfare, annuity and pension contributions, each as dollars per hour or as a percent of your hourly rate. TakeHome multiplies them by all hours worked and shows them as union benefits, part of your total package and effective hourly rate, but not as cash in your paycheck. As a cautious assumption, they are also added to the base your tax rate is applied to.',
  },
  {
    question: 'What does the "no tax on overtime" checkbox do?',
    answer:
      'It is a simplified estimate: when checked, TakeHome removes all overtime and double-time pay from the amount it taxes and shows the tax saved. The actual federal deduction, for tax years 2025 through 2028, covers only the premium portion of qualified overtime, has annual caps and income limits, applies to federal income tax only and is claimed on your annual return. Treat the result as a best case and confirm your situation with a tax professional.',
  },
  {
    question: 'How many calculations can I run for free?',
    answer:
      'Free use includes 15 calculations in a 6-hour window, whether or not you are signed in, and the window restarts 6 hours after it began. The Calculate Pay button shows how many you have used and, at the limit, when the count resets. Pro, at {proMonthly}/month or {proYearly}/year, removes the limit.',
  },
  {
    question: 'Do I need an account to save calculations?',
    answer:
      'Yes. Saving a calculation requires a free TakeHome account, so your calculations are kept in your account rather than on one device. Once signed in, use Save to Account after a calculation and you will also see a This Month summary. Without an account you can still download any result as a JSON file.',
  },
  {
    question: 'What happens to my data?',
    answer:
      'We store your account details and the calculations you choose to save, and we count calculations and a few anonymous product events to run the free limit and improve TakeHome. We use no third-party trackers or advertising cookies, we honour Do Not Track, and we never sell your data. You can ask us to delete your account and data at any time, and we complete deletion within 30 days.',
  },
  {
    question: 'Can I export my calculations?',
    answer:
      'Pro members can export saved calculations as PDF, CSV or Excel files from the Saved page, which is handy for records, budgeting spreadsheets or sharing with a tax preparer. Everyone can download a single result as a JSON file from the results panel.',
  },
  {
    question: 'How are my expenses converted to weekly amounts?',
    answer:
      'Each expense has a D/W/M choice. Daily amounts are multiplied by 7, monthly amounts are divided by 4.33 (the average number of weeks in a month, 52 divided by 12), and weekly amounts are used as entered. The weekly total is subtracted from your net pay to show what is left over.',
  },
  {
    question: 'How do I cancel Pro, and can I get a refund?',
    answer:
      "You can cancel Pro at any time from your account's subscription settings, and you keep Pro features until the end of the period you have paid for. If you are not satisfied, ask for a refund within 30 days of your payment and our 30-day money-back guarantee gives you your money back in full.",
  },
];
