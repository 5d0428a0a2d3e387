/**
 * Seed blog articles for TakeHome.
 *
 * Every article is real, general-audience guidance for American hourly, salaried and union
 * workers. The HTML bodies use only <h2>, <p>, <ul>/<ol>/<li>, <strong>, <table> (with
 * <thead>/<tbody>/<tr>/<th>/<td>) and <a>: no scripts, inline styles or images.
 *
 * `category` holds one of the canonical blog category strings (see the shared category list);
 * it is typed as a plain string here so this module does not depend on where that list lives.
 */
export interface SeedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** One of the canonical blog categories, e.g. 'Payroll Tips'. */
  category: string;
  tags: string[];
  author: string;
  featured: boolean;
  /** ISO 8601 timestamp. */
  publishedAt: string;
  /** Sanitisable HTML body. */
  content: string;
}

const AUTHOR = 'TakeHome Team';

export const SEED_ARTICLES: SeedArticle[] = [
  {
    slug: 'how-to-read-your-pay-stub-line-by-line',
    title: 'How to Read Your Pay Stub, Line by Line',
    excerpt:
      'Your pay stub shows exactly how hours worked become money in your account. Here is what every section means, a worked weekly example, and a six-point checklist for catching payroll mistakes before they cost you.',
    category: 'Payroll Tips',
    tags: ['pay stub', 'payroll', 'deductions', 'withholding'],
    author: AUTHOR,
    featured: true,
    publishedAt: '2026-06-02T13:00:00.000Z',
    content: `<p>Your pay stub is the only document that shows, every payday, how your employer got from the hours you worked to the money that landed in your account. Most people glance at the net pay and move on. Taking five minutes to read the whole thing is how you catch missing overtime, a wrong tax setting or a deduction you never signed up for.</p>

<h2>1. The header: who, when and which period</h2>
<p>The top of the stub lists your name, employee ID, the employer's name and address, the <strong>pay period</strong> (the dates the hours were worked) and the <strong>pay date</strong>. Those are not the same thing: a check dated Friday the 14th may pay for the week that ended on Saturday the 8th. If hours look short, first check whether they simply fall in the next period.</p>

<h2>2. Earnings: hours times rate</h2>
<p>Each kind of pay should have its own line with hours, rate and amount:</p>
<ul>
<li><strong>Regular</strong>: straight-time hours at your base rate.</li>
<li><strong>Overtime</strong>: hours over 40 in the workweek at 1.5 times your regular rate.</li>
<li><strong>Double time</strong>: hours at 2 times your rate, where a contract or state law requires it.</li>
<li><strong>Shift differential, holiday, PTO and bonuses</strong>: usually separate lines.</li>
<li><strong>Per diem and reimbursements</strong>: often listed apart because they may not be taxable wages.</li>
</ul>
<p>Multiply hours by rate on every line yourself. It takes a minute, and it is where most payroll errors show up.</p>

<h2>A worked example</h2>
<p>Here is a weekly stub for a worker paid $27.50 an hour who worked 46 hours, puts 5% into a traditional 401(k), pays $38 a week for health insurance and pays 3% working dues. The income tax amounts are illustrative; yours depend on your Form W-4 and your state.</p>
<table>
<thead><tr><th>Earnings</th><th>Hours</th><th>Rate</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>Regular</td><td>40</td><td>$27.50</td><td>$1,100.00</td></tr>
<tr><td>Overtime</td><td>6</td><td>$41.25</td><td>$247.50</td></tr>
<tr><td><strong>Gross pay</strong></td><td>46</td><td></td><td><strong>$1,347.50</strong></td></tr>
</tbody>
</table>
<table>
<thead><tr><th>Deduction</th><th>Type</th><th>Amount</th></tr></thead>
<tbody>
<tr><td>401(k) 5%</td><td>Pre-tax</td><td>$67.38</td></tr>
<tr><td>Medical (Section 125)</td><td>Pre-tax</td><td>$38.00</td></tr>
<tr><td>Federal income tax</td><td>Tax</td><td>$107.00</td></tr>
<tr><td>Social Security 6.2%</td><td>Tax</td><td>$81.19</td></tr>
<tr><td>Medicare 1.45%</td><td>Tax</td><td>$18.99</td></tr>
<tr><td>State income tax</td><td>Tax</td><td>$49.68</td></tr>
<tr><td>Union dues 3%</td><td>After-tax</td><td>$40.43</td></tr>
<tr><td><strong>Net pay</strong></td><td></td><td><strong>$944.83</strong></td></tr>
</tbody>
</table>

<h2>3. Pre-tax deductions</h2>
<p>Traditional 401(k) or 403(b) contributions, health, dental and vision premiums paid through a Section 125 (cafeteria) plan, and HSA or FSA contributions come out before income tax is figured. Premiums and HSA/FSA money paid through a cafeteria plan also escape Social Security and Medicare tax; traditional 401(k) money does not. That is why many stubs show more than one "taxable wages" figure. In the example, federal taxable wages are $1,242.12, while Social Security and Medicare wages are $1,309.50.</p>

<h2>4. Taxes</h2>
<ul>
<li><strong>Federal income tax</strong> (FIT, FWT or FITW): set by your W-4 and your pay for the period.</li>
<li><strong>Social Security</strong> (often OASDI): 6.2% of wages up to an annual wage base ($184,500 for 2026). After you pass it, this line drops to zero for the rest of the year.</li>
<li><strong>Medicare</strong> (MED): 1.45% with no cap, plus an extra 0.9% withheld on wages above $200,000 in a calendar year.</li>
<li><strong>State and local income tax</strong> (SIT, SWT, city or county lines): nine states do not tax wages at all.</li>
<li><strong>State disability or paid family leave</strong> (SDI, PFL, FLI): only in states that run these programs.</li>
</ul>

<h2>5. After-tax deductions</h2>
<p>Roth 401(k) contributions, union dues, charitable payroll giving, garnishments and repayments for tools or uniforms come out after taxes. Anything here you did not authorize in writing deserves a question to payroll.</p>

<h2>6. Employer contributions and balances</h2>
<p>Many stubs include memo lines that do not affect net pay: the employer's 401(k) match, the employer share of health premiums, union fringe contributions and your PTO or sick-leave balance. They are part of what you earn, even though they never reach your bank account.</p>

<h2>7. The year-to-date column</h2>
<p>YTD totals add up everything since January 1. Check them against your last stub of the year before your W-2 arrives, and use them to see how close you are to the Social Security wage base or a 401(k) limit.</p>

<h2>A payday checklist</h2>
<ol>
<li>Hours on every line match your own record of time worked.</li>
<li>Rates are right, including any raise that took effect this period.</li>
<li>Overtime is at 1.5 times a rate that includes any shift differential.</li>
<li>No new or changed deductions you did not ask for.</li>
<li>Federal withholding is in line with your last comparable check.</li>
<li>Leave balances went up or down as expected.</li>
</ol>
<p>To see what a check should look like before payday, enter your rate, hours and deductions in the <a href="/calculator">TakeHome calculator</a>. It gives an estimate rather than your employer's exact withholding, but a large gap between the two is a good reason to ask payroll.</p>`,
  },
  {
    slug: 'how-overtime-and-double-time-are-calculated',
    title: 'How Overtime and Double Time Are Calculated (With Worked Numbers)',
    excerpt:
      'Time-and-a-half and double time are simple multipliers, but the details matter: which hours count, what the "regular rate" includes and how daily overtime changes the math. Worked examples at $28 an hour.',
    category: 'Overtime',
    tags: ['overtime', 'double time', 'flsa', 'hourly pay'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-06-11T13:00:00.000Z',
    content: `<p>Overtime is often the difference between a tight week and a comfortable one, so it pays to know exactly how it should be calculated. The multipliers are easy. The rules about which hours qualify, and at what rate, are where paychecks go wrong.</p>

<h2>The federal baseline: time and a half over 40</h2>
<p>Under the Fair Labor Standards Act (FLSA), non-exempt employees must be paid at least <strong>1.5 times their regular rate</strong> for every hour worked over <strong>40 in a workweek</strong>. A workweek is any fixed, recurring 168-hour period the employer chooses, such as Sunday through Saturday. Hours cannot be averaged across two weeks: 50 hours one week and 30 the next still means 10 overtime hours in the first week.</p>
<p>Federal law does not require double time, daily overtime or premium pay for weekends and holidays. Those come from <strong>state law</strong> or your <strong>union contract or company policy</strong>. California, for example, requires double time for hours over 12 in a workday, and a number of collective bargaining agreements pay double time for Sundays, holidays or hours beyond 10 or 12 in a shift.</p>

<h2>The formulas</h2>
<ul>
<li><strong>Regular pay</strong> = hourly rate × regular hours</li>
<li><strong>Overtime pay</strong> = hourly rate × 1.5 × overtime hours</li>
<li><strong>Double-time pay</strong> = hourly rate × 2 × double-time hours</li>
</ul>
<p>Each hour belongs in only one bucket. If you worked 54 hours, of which 10 were overtime and 4 were double time, your regular hours are 40, not 54.</p>

<h2>Worked example: $28 an hour, 54 hours</h2>
<table>
<thead><tr><th>Type</th><th>Hours</th><th>Rate</th><th>Pay</th></tr></thead>
<tbody>
<tr><td>Regular</td><td>40</td><td>$28.00</td><td>$1,120.00</td></tr>
<tr><td>Overtime (1.5×)</td><td>10</td><td>$42.00</td><td>$420.00</td></tr>
<tr><td>Double time (2×)</td><td>4</td><td>$56.00</td><td>$224.00</td></tr>
<tr><td><strong>Gross</strong></td><td>54</td><td></td><td><strong>$1,764.00</strong></td></tr>
</tbody>
</table>
<p>Those 14 extra hours added $644 to a $1,120 base week, a 57.5% increase for 35% more hours. That is why overtime matters so much for hourly budgets, and why it is worth planning around the weeks when it disappears.</p>

<h2>Straight time plus premium</h2>
<p>Another way to look at an overtime hour is as a straight-time hour ($28) plus a <strong>premium</strong> of half your rate ($14). In the example, the 10 overtime hours are $280 of straight time plus $140 of premium. This split matters for the federal "no tax on overtime" deduction, which applies only to the premium portion of qualifying overtime, not the whole overtime check.</p>

<h2>The regular rate is more than your base rate</h2>
<p>Overtime is owed at 1.5 times your <strong>regular rate</strong>, and the regular rate generally includes shift differentials, non-discretionary bonuses (attendance, production and safety bonuses you were promised) and some other premiums. If you earn $24 plus a $2 night differential, your overtime rate on those night hours is $39 (1.5 × $26), not $36. When a bonus covers several weeks, the employer may owe extra overtime for those weeks once the bonus is paid.</p>

<h2>Daily overtime changes the math</h2>
<p>Suppose your contract pays overtime after 8 hours in a day, and you work four 10-hour days at $28:</p>
<ul>
<li>Weekly-only rule: 40 regular hours = $1,120.</li>
<li>Daily rule: 32 regular hours ($896) + 8 overtime hours ($336) = $1,232.</li>
</ul>
<p>Many 4×10 schedules are negotiated as straight time, so check the language in your agreement before assuming either way.</p>

<h2>"Why does my overtime check look taxed more?"</h2>
<p>Payroll systems usually figure federal withholding as if every check were a typical one for the whole year. A big overtime week looks like a higher annual income, so more is withheld from that check. Your actual tax is settled on your annual return based on what you really earned, so over-withholding on overtime weeks tends to come back as part of a refund. Overtime is never taxed at a separate "overtime rate."</p>

<h2>Run your own numbers</h2>
<p>In the <a href="/calculator">TakeHome calculator</a>, enter your rate, then regular, overtime and double-time hours in their own fields. It applies the 1.5× and 2× multipliers and shows the weekly gross, deductions and net pay, so you can compare a 40-hour week with a 54-hour week before you decide whether to pick up the extra shift.</p>`,
  },
  {
    slug: 'gross-pay-vs-net-pay-explained',
    title: 'Gross Pay vs. Net Pay: Where Every Dollar of Your Paycheck Goes',
    excerpt:
      'Gross pay is what you earn; net pay is what you keep. Learn what sits between them, how pay frequency changes the numbers, and how to convert between hourly, weekly, monthly and annual pay without getting tripped up.',
    category: 'Payroll Basics',
    tags: ['gross pay', 'net pay', 'pay frequency', 'salary'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-06-23T13:00:00.000Z',
    content: `<p>Job ads, offer letters and union scale sheets all quote <strong>gross pay</strong>. Your rent, groceries and car payment are paid out of <strong>net pay</strong>. The gap between the two is usually 20% to 35% of every check, and knowing what is in that gap is the first step to planning around it.</p>

<h2>Gross pay: everything you earned</h2>
<p>Gross pay is the total of all earnings for the pay period before anything is taken out:</p>
<ul>
<li>Regular hours × your hourly rate, or your salary for the period.</li>
<li>Overtime at 1.5 times your regular rate and any double time.</li>
<li>Shift differentials, holiday pay, paid time off, commissions and bonuses.</li>
<li>Taxable allowances such as travel pay or a flat car allowance.</li>
</ul>
<p>Per diem and expense reimbursements paid under an accountable plan are often shown on the stub but are not taxable wages. TakeHome counts per diem as cash you receive, but never applies tax to it.</p>

<h2>What comes out between gross and net</h2>
<ol>
<li><strong>Pre-tax deductions</strong>: traditional 401(k), health premiums through a cafeteria plan, HSA or FSA contributions.</li>
<li><strong>Taxes</strong>: federal income tax, Social Security (6.2%), Medicare (1.45%), plus state and local income tax where they apply.</li>
<li><strong>After-tax deductions</strong>: Roth 401(k), union dues, garnishments, charitable giving.</li>
</ol>
<p>What remains is net pay, the amount that is deposited.</p>

<h2>A simple example</h2>
<p>A worker earns $22 an hour for 40 hours: $880 gross. With roughly 20% combined taxes ($176), $30 for health insurance and a 3% 401(k) contribution ($26.40), net pay is about <strong>$647.60</strong>, roughly 74% of gross. Add overtime or a union dues deduction and the ratio shifts again.</p>

<h2>Pay frequency changes the size of each check</h2>
<p>The same annual pay looks very different depending on how often you are paid. Here is a $58,000 salary:</p>
<table>
<thead><tr><th>Frequency</th><th>Checks per year</th><th>Gross per check</th></tr></thead>
<tbody>
<tr><td>Weekly</td><td>52</td><td>$1,115.38</td></tr>
<tr><td>Biweekly</td><td>26</td><td>$2,230.77</td></tr>
<tr><td>Semimonthly</td><td>24</td><td>$2,416.67</td></tr>
<tr><td>Monthly</td><td>12</td><td>$4,833.33</td></tr>
</tbody>
</table>
<p>Biweekly and semimonthly are not the same. Biweekly pay gives you 26 checks, so two months a year contain three paydays. Many people budget on two checks a month and treat the third as a bonus for savings or debt.</p>

<h2>Converting between hourly, weekly, monthly and annual</h2>
<ul>
<li><strong>Hourly to annual</strong>: rate × hours per week × 52. At $22 and 40 hours, that is $45,760.</li>
<li><strong>Annual salary to hourly</strong>: salary ÷ 2,080 (40 hours × 52 weeks). $58,000 works out to about $27.88 an hour.</li>
<li><strong>Weekly to monthly</strong>: weekly × 4.33, because a year has 52 weeks and 12 months (52 ÷ 12 ≈ 4.33).</li>
<li><strong>Monthly to weekly</strong>: monthly ÷ 4.33.</li>
</ul>
<p>The common mistake is multiplying a weekly amount by 4 to get a month. That undercounts income by about 8%, and dividing a monthly bill by 4 overstates it by the same amount.</p>

<h2>Salaried workers can use hourly tools too</h2>
<p>If you are salaried, divide your annual salary by 2,080 and enter that as your hourly rate with 40 regular hours; the weekly result will match your salary ÷ 52. If you are a salaried <strong>non-exempt</strong> employee, you are still owed overtime for hours over 40, so add those hours as overtime.</p>

<h2>Why your net pay changes from check to check</h2>
<ul>
<li>Overtime, differentials and bonuses vary.</li>
<li>Some deductions only come out of certain checks (for example, the first two checks of each month).</li>
<li>You passed the Social Security wage base or hit a 401(k) limit late in the year.</li>
<li>A new tax year brought new withholding tables or benefit premiums.</li>
</ul>
<p>The <a href="/calculator">TakeHome calculator</a> works in weekly terms: enter your hours and deductions and it shows gross pay, deductions, net pay and what is left after your bills. Its annual projection is weekly net × 52, and its monthly figure is weekly net × 4.33.</p>`,
  },
  {
    slug: 'union-health-welfare-annuity-pension-explained',
    title: 'Union Health & Welfare, Annuity and Pension Contributions Explained',
    excerpt:
      'Union fringe benefits can be worth as much as half your wage rate, yet they never appear in your net pay. Here is how health and welfare, annuity and pension contributions work, and how to count them in your total package.',
    category: 'Union Benefits',
    tags: ['union', 'pension', 'annuity', 'health and welfare', 'total package'],
    author: AUTHOR,
    featured: true,
    publishedAt: '2026-07-01T13:00:00.000Z',
    content: `<p>If you work under a collective bargaining agreement, especially in the building trades, your wage sheet probably lists a dollar figure for wages and several more for "fringes": health and welfare, annuity, pension, and sometimes training, vacation or industry funds. Those fringe dollars are real compensation. They just do not arrive in your bank account, which is why many members underestimate what they actually earn.</p>

<h2>Where the money goes</h2>
<p>Most union fringe contributions are paid by the employer, per hour worked, directly into <strong>multiemployer (Taft-Hartley) trust funds</strong>. Each fund is run by a board with equal numbers of union and employer trustees and is governed by federal law, including ERISA.</p>
<ul>
<li><strong>Health and welfare</strong>: pays for medical, prescription, dental and vision coverage for you and usually your family. Many funds use an <strong>hour bank</strong>: you need a minimum number of hours in a period to be covered in a later period, and banked hours can carry you through a slow stretch.</li>
<li><strong>Annuity</strong>: a defined contribution account in your name, similar to a 401(k). Each hour adds a set amount to your account, it is invested, and the balance is yours subject to the plan's rules.</li>
<li><strong>Pension</strong>: a defined benefit plan. Contributions go into a pooled fund, and you earn credited service and a monthly benefit at retirement based on a formula, not an account balance. You generally need a number of years of service (often five) to be vested.</li>
</ul>

<h2>A worked example</h2>
<p>Consider a journeyman at $38.00 an hour with these contract fringes: health and welfare $10.25, annuity $5.00 and pension $7.40 per hour. That is $22.65 an hour in benefits.</p>
<table>
<thead><tr><th>Item</th><th>Per hour</th><th>40-hour week</th><th>52 weeks</th></tr></thead>
<tbody>
<tr><td>Wages</td><td>$38.00</td><td>$1,520.00</td><td>$79,040</td></tr>
<tr><td>Health and welfare</td><td>$10.25</td><td>$410.00</td><td>$21,320</td></tr>
<tr><td>Annuity</td><td>$5.00</td><td>$200.00</td><td>$10,400</td></tr>
<tr><td>Pension</td><td>$7.40</td><td>$296.00</td><td>$15,392</td></tr>
<tr><td><strong>Total fringes</strong></td><td><strong>$22.65</strong></td><td><strong>$906.00</strong></td><td><strong>$47,112</strong></td></tr>
</tbody>
</table>
<p>More than $47,000 a year in benefits on top of wages, and none of it shows up in net pay. Contributions are normally owed on hours worked, including overtime hours, but at the straight amount per hour rather than at time and a half.</p>

<h2>Percent or dollars per hour</h2>
<p>Most agreements state each fringe in dollars per hour. Some express a fund as a percentage of the wage rate or of gross wages, for example an annuity of 10% of a $38.00 rate, which is $3.80 an hour. The <a href="/calculator">TakeHome calculator</a> lets you enter each of health and welfare, annuity and pension as either a dollar amount per hour or a percent of your hourly rate, and multiplies it by all the hours you worked that week.</p>

<h2>Why fringes are part of your total package, not your paycheck</h2>
<p>Your paycheck is cash you can spend this week. Fringes pay for things you would otherwise buy yourself (family health insurance alone can cost well over $1,000 a month on the individual market) or fund your retirement. When you compare jobs, look at the <strong>total package</strong>: net pay plus the value of benefit contributions. TakeHome shows total package as weekly net pay plus union benefits, and an <strong>effective hourly rate</strong> equal to the total package divided by all hours worked.</p>

<h2>How fringes are taxed</h2>
<p>Employer contributions to qualified health plans and to qualified pension and annuity plans generally are not counted as taxable wages on your W-2 when they are paid in; annuity and pension money is taxed when you take it out in retirement. Vacation or holiday funds work differently in many locals: they are often your own wages set aside, taxed when earned. Your pay stub or fund statements will show which is which.</p>
<p>TakeHome's calculator takes a cautious approach and adds benefit contributions to the base it applies your tax rate to. If your real stub shows a higher net pay than the estimate, that is a likely reason.</p>

<h2>Keep an eye on your funds</h2>
<ol>
<li>Check annual statements to confirm that every hour you worked was reported by each employer.</li>
<li>Know your health fund's eligibility rules and how many hours you have banked.</li>
<li>Track your pension credited service and vesting date.</li>
<li>When you travel to another local's jurisdiction, ask whether a reciprocity agreement sends contributions back to your home funds.</li>
<li>Keep your beneficiary designations current for the annuity and pension.</li>
</ol>
<p>Missing contributions are much easier to fix when they are caught within months rather than years.</p>`,
  },
  {
    slug: 'choosing-a-combined-withholding-rate',
    title: 'Choosing a Combined Tax Rate: Federal, State and FICA in One Number',
    excerpt:
      'Paycheck estimators ask for one combined tax rate. Here is how to build it from federal income tax, FICA and state tax, why your effective rate is lower than your bracket, and the fastest way to pull it from a recent pay stub.',
    category: 'Tax Tips',
    tags: ['withholding', 'tax rate', 'fica', 'w-4'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-07-09T13:00:00.000Z',
    content: `<p>Real payroll withholding uses IRS tables, your Form W-4, your state's rules and your pay frequency. A quick estimator such as the <a href="/calculator">TakeHome calculator</a> instead asks for a single <strong>combined tax rate</strong>, a percentage of taxable pay that covers federal income tax, Social Security, Medicare and state or local income tax together. Picking a realistic number is the most important input you will give it.</p>

<h2>The three pieces</h2>
<ul>
<li><strong>FICA: 7.65%.</strong> Social Security is 6.2% up to the annual wage base, Medicare is 1.45% on all wages, and an extra 0.9% Medicare is withheld on wages over $200,000 a year. For most hourly workers, FICA is simply 7.65%.</li>
<li><strong>Federal income tax: your effective rate, not your bracket.</strong> Brackets apply in layers, and the standard deduction shelters part of your income. A single filer earning about $52,000 a year with no other income pays federal income tax of roughly 8% of gross, even though they are in the 12% bracket. Around $85,000, the effective rate is roughly 11% to 12% despite a 22% top bracket.</li>
<li><strong>State and local income tax.</strong> Nine states do not tax wages. Others range from flat rates of about 3% to 5% to graduated rates that climb higher, and some cities and counties add their own tax.</li>
</ul>

<h2>Putting it together</h2>
<table>
<thead><tr><th>Example</th><th>Federal</th><th>FICA</th><th>State/local</th><th>Combined</th></tr></thead>
<tbody>
<tr><td>Single, $52,000, no state wage tax</td><td>~8%</td><td>7.65%</td><td>0%</td><td>~16%</td></tr>
<tr><td>Single, $52,000, 4% state tax</td><td>~8%</td><td>7.65%</td><td>~4%</td><td>~20%</td></tr>
<tr><td>Single, $85,000, 5% state tax</td><td>~11.5%</td><td>7.65%</td><td>~5%</td><td>~24%</td></tr>
</tbody>
</table>
<p>These are rough illustrations. Filing jointly, having children, other income and itemized deductions all move the federal number, sometimes a lot.</p>

<h2>The fastest method: read your pay stub</h2>
<p>If you have a recent, typical pay stub, add up every tax line for the period (federal income tax, Social Security, Medicare, state and local) and divide by gross pay. For example, a stub showing $107.00 federal, $81.19 Social Security, $18.99 Medicare and $49.68 state on $1,347.50 gross gives $256.86 ÷ $1,347.50, about <strong>19.1%</strong>. Use a week without unusual bonuses, and remember that this reflects what is withheld, which may differ from what you will finally owe.</p>

<h2>Effective versus marginal: which to use</h2>
<p>Your <strong>effective</strong> rate is right for estimating a normal week. Each <strong>extra</strong> dollar of overtime, however, is taxed at your marginal rate: for a worker in the 12% bracket with 7.65% FICA and a 4% state tax, that is about 24%. If you are using the calculator to decide whether an extra Saturday shift is worth it, try running it a second time with your marginal rate.</p>

<h2>Extra withholding and the W-4</h2>
<p>Since 2020, Form W-4 no longer uses allowances. You can have extra tax withheld each check (Step 4(c)), account for other income (Step 4(a)) or for deductions you expect to claim (Step 4(b)). If you owed money last April, or you have two jobs, adding a flat extra amount per check is a simple fix. TakeHome has an <strong>extra withholding</strong> field for exactly that.</p>

<h2>Check your work</h2>
<p>Employers calculate federal withholding using the methods in <strong>IRS Publication 15-T</strong>, Federal Income Tax Withholding Methods, and the IRS Tax Withholding Estimator on irs.gov helps you set your W-4. A combined rate is a planning shortcut, not a tax calculation. For anything that affects what you file, such as side income, big life changes or new deductions, check Publication 15-T and your state's withholding guide, or talk to a tax professional.</p>

<h2>Quick rules of thumb</h2>
<ol>
<li>Start with 7.65% for FICA.</li>
<li>Add your estimated federal effective rate, often 5% to 12% for hourly workers.</li>
<li>Add your state and local rate.</li>
<li>Compare the total with a real pay stub and adjust.</li>
</ol>`,
  },
  {
    slug: 'build-a-weekly-budget-from-daily-weekly-monthly-bills',
    title: 'How to Build a Weekly Budget From Daily, Weekly and Monthly Bills',
    excerpt:
      'Paid weekly but billed monthly? Convert every expense to a weekly number (monthly ÷ 4.33, daily × 7) and compare it with your weekly net pay. A complete worked example with eight common bills.',
    category: 'Budgeting',
    tags: ['budget', 'weekly budget', 'expenses', 'bills'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-07-21T13:00:00.000Z',
    content: `<p>Most hourly workers are paid every week or every two weeks, while rent, car payments and insurance are billed monthly and fuel and lunches are paid daily. Mixing those timeframes is how a week that looked fine on payday ends with an overdraft. The fix is to put every expense on the same clock as your paycheck: <strong>weekly</strong>.</p>

<h2>The two conversions you need</h2>
<ul>
<li><strong>Monthly to weekly: divide by 4.33.</strong> A year has 52 weeks and 12 months, so an average month is 52 ÷ 12 ≈ 4.33 weeks. Do not divide by 4: that inflates each weekly cost by about 8% and makes your budget look tighter than it really is.</li>
<li><strong>Daily to weekly: multiply by 7</strong>, because bills and habits do not stop on weekends. If a cost only happens on workdays, such as a $11 lunch five days a week, add it up yourself ($55) and treat it as a weekly amount.</li>
</ul>
<p>Weekly amounts stay as they are. Yearly bills such as a license renewal or an annual premium can be divided by 52.</p>

<h2>A worked example</h2>
<p>Here are eight common expenses converted to weekly amounts:</p>
<table>
<thead><tr><th>Expense</th><th>Amount</th><th>Frequency</th><th>Weekly</th></tr></thead>
<tbody>
<tr><td>Rent</td><td>$1,450</td><td>Monthly</td><td>$334.87</td></tr>
<tr><td>Utilities</td><td>$210</td><td>Monthly</td><td>$48.50</td></tr>
<tr><td>Fuel</td><td>$12</td><td>Daily</td><td>$84.00</td></tr>
<tr><td>Car payment</td><td>$390</td><td>Monthly</td><td>$90.07</td></tr>
<tr><td>Car insurance</td><td>$160</td><td>Monthly</td><td>$36.95</td></tr>
<tr><td>Groceries</td><td>$140</td><td>Weekly</td><td>$140.00</td></tr>
<tr><td>Lunches at work</td><td>$55</td><td>Weekly</td><td>$55.00</td></tr>
<tr><td>Phone and subscriptions</td><td>$85</td><td>Monthly</td><td>$19.63</td></tr>
<tr><td><strong>Total</strong></td><td></td><td></td><td><strong>$809.02</strong></td></tr>
</tbody>
</table>
<p>With a weekly net pay of $1,050, this household has <strong>$240.98 left over</strong> each week. That is the number that matters: it is what is available for savings, debt payoff, irregular costs and everything that is not on the list.</p>

<h2>Step by step</h2>
<ol>
<li><strong>Start with net pay, not gross.</strong> Use a typical week without overtime. If you are paid biweekly, divide the check by 2.</li>
<li><strong>List fixed bills</strong> from your bank and card statements for the last two or three months: housing, utilities, car, insurance, phone, childcare, debt minimums.</li>
<li><strong>List variable spending</strong>: groceries, fuel, dining out, personal care, tools and work gear.</li>
<li><strong>Convert everything to weekly</strong> with the two rules above.</li>
<li><strong>Subtract</strong> the total from weekly net pay.</li>
<li><strong>Plan the left-over money</strong> before the week starts, for example half to an emergency fund and half to debt.</li>
</ol>

<h2>Handling paydays and due dates</h2>
<p>Weekly numbers tell you whether the budget works over a year. They do not guarantee the cash is there on the day rent is due. Two habits help:</p>
<ul>
<li>Move the weekly share of each big monthly bill (for rent, $334.87) into a separate "bills" account every payday, and pay the bill from there.</li>
<li>Ask lenders and utilities whether you can move due dates closer to the paydays that follow your heaviest weeks.</li>
</ul>

<h2>When overtime comes and goes</h2>
<p>Build the budget on base hours. Treat overtime as extra: put it toward savings, debt or the irregular costs that wreck budgets, such as tires, dental work or holiday travel. If the budget only balances with overtime, that is a warning sign worth fixing while the overtime is still there.</p>

<h2>Let the calculator do the conversions</h2>
<p>The optional Weekly Expenses section of the <a href="/calculator">TakeHome calculator</a> has eleven common categories, each with a D/W/M choice. It multiplies daily amounts by 7, divides monthly amounts by 4.33, adds everything up and subtracts it from your estimated net pay, showing your left-over amount in green or, if you are short, in red.</p>`,
  },
  {
    slug: 'no-tax-on-overtime-deduction-explained',
    title: 'The "No Tax on Overtime" Deduction: What It Covers and What It Doesn\'t',
    excerpt:
      'For tax years 2025 through 2028, eligible workers can deduct the premium portion of qualified overtime on their federal return, within limits. Here is how it works, who qualifies, what it does not cover and how to estimate it.',
    category: 'Tax Tips',
    tags: ['overtime', 'tax deduction', 'no tax on overtime', 'federal tax'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-08-04T13:00:00.000Z',
    content: `<p>The federal tax law enacted in July 2025 created a new deduction for overtime pay, widely called "no tax on overtime." The name suggests overtime is now tax-free. In practice, the deduction is narrower than that, and it helps most when you understand exactly what it covers. This article is general information, not tax advice.</p>

<h2>The basics</h2>
<ul>
<li><strong>What is deductible:</strong> "qualified overtime compensation," meaning the <strong>premium portion</strong> of overtime that the Fair Labor Standards Act requires. For time and a half, that is the extra half, not the whole overtime payment.</li>
<li><strong>When:</strong> tax years <strong>2025 through 2028</strong>.</li>
<li><strong>How much:</strong> up to <strong>$12,500</strong> a year, or <strong>$25,000</strong> on a joint return.</li>
<li><strong>Income limits:</strong> the maximum shrinks by $100 for every $1,000 of modified adjusted gross income above <strong>$150,000</strong> ($300,000 for joint filers).</li>
<li><strong>Where:</strong> it is claimed on your <strong>annual federal income tax return</strong>. You can take it whether or not you itemize, but married couples generally must file jointly, and a valid Social Security number is required.</li>
</ul>

<h2>A worked example</h2>
<p>You earn $30 an hour and work 50 hours a week, so 10 hours are overtime. Your overtime pay is 10 × $45 = $450. Of that, $300 is straight time and <strong>$150 is the premium</strong>. If you work that schedule for 48 weeks, the qualified premium is 48 × $150 = $7,200, well under the $12,500 cap.</p>
<p>A deduction lowers taxable income, not your tax bill dollar for dollar. In the 12% bracket, a $7,200 deduction cuts federal income tax by about $864 for the year. In the 22% bracket, it is about $1,584.</p>

<h2>What it does not cover</h2>
<ul>
<li><strong>Social Security and Medicare.</strong> FICA is still owed on all overtime.</li>
<li><strong>State income tax.</strong> States decide for themselves whether to follow the federal deduction, and many do not.</li>
<li><strong>Straight-time pay for overtime hours.</strong> Only the premium is deductible.</li>
<li><strong>Overtime the FLSA does not require.</strong> Premiums owed only under a union contract or state law, such as daily overtime in a week under 40 hours, or the part of double time above the FLSA's half-time premium, generally do not qualify.</li>
<li><strong>Workers exempt from FLSA overtime</strong>, such as many salaried managers and professionals, even if their employer pays extra for long hours.</li>
</ul>

<h2>Does it change my paycheck?</h2>
<p>Not automatically. The deduction is figured on your return, so most people will see the benefit as a larger refund or a smaller balance due. If you expect a large deduction and want the money during the year instead, you can account for expected deductions on Form W-4 (Step 4(b)), but be conservative: if your overtime drops, you could end up owing. Employers are required to report qualified overtime separately; for 2025, a transition year, many workers had to rely on pay stubs or a separate statement from their employer, so keep your stubs.</p>

<h2>How TakeHome's toggle works</h2>
<p>The <a href="/calculator">TakeHome calculator</a> has a no-tax-on-overtime checkbox. It is a <strong>simplified estimate</strong>: when it is on, the calculator removes all overtime and double-time pay from the amount it applies your combined tax rate to, and shows the tax saved. Because the real deduction covers only the premium portion, applies only to federal income tax and is claimed once a year, the toggle shows a <strong>best case</strong>. In the example above, with a 20% combined rate, the toggle shows $90 a week saved ($450 × 20%), while the actual federal saving at 12% is closer to $18 a week ($150 × 12%).</p>
<p>Use it to see the direction and rough ceiling of the benefit, not as the amount to expect, and leave it off when you want a realistic week-to-week budget.</p>

<h2>Before you file</h2>
<ol>
<li>Keep every pay stub that shows overtime hours and rates.</li>
<li>Check whether your employer reports qualified overtime on your W-2 or a separate statement.</li>
<li>Confirm which of your overtime is FLSA-required if you work under a contract with daily overtime or double time.</li>
<li>Watch the income phase-out if you have a working spouse or large overtime earnings.</li>
</ol>
<p>Rules like this get clarified by IRS guidance over time. Confirm your situation with a tax professional or the current IRS instructions before you rely on the deduction in your plans.</p>`,
  },
  {
    slug: 'per-diem-and-travel-pay-whats-taxed',
    title: "Per Diem and Travel Pay: What's Taxed and What Isn't",
    excerpt:
      'Traveling for work can add hundreds of dollars a week, but not all of it is treated the same. Learn how per diem, mileage, travel time pay and car allowances are generally taxed, and how to enter them in a paycheck estimate.',
    category: 'Payroll Tips',
    tags: ['per diem', 'travel pay', 'reimbursement', 'taxes'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-08-13T13:00:00.000Z',
    content: `<p>Linemen, pipeline crews, traveling nurses, union travelers and field technicians often see three or four kinds of travel-related money on one stub. Some of it is taxable wages, and some is a tax-free reimbursement. Knowing which is which keeps your budget honest and helps you spot a payroll setup that could cause trouble at tax time. This is general information; your employer's plan and your own circumstances decide the details.</p>

<h2>Per diem: usually not taxed, under the right conditions</h2>
<p>Per diem is a fixed daily allowance for lodging, meals and incidental expenses while you are traveling away from your <strong>tax home</strong>, the general area of your main place of work. Paid under an <strong>accountable plan</strong>, it is generally not taxable and is not included in your W-2 wages. An accountable plan requires that:</p>
<ol>
<li>The expenses have a business connection: you are actually traveling away from your tax home for work, usually overnight.</li>
<li>You substantiate the time, place and business purpose within a reasonable period. Per diem at or below the federal rate for the location counts as substantiating the amount.</li>
<li>You return any excess you cannot substantiate within a reasonable period.</li>
</ol>
<p>The General Services Administration (GSA) publishes federal per diem rates for every area of the country, and many employers use them.</p>

<h2>When per diem becomes taxable</h2>
<ul>
<li><strong>Amounts above the federal rate</strong> that you do not substantiate are taxable wages.</li>
<li><strong>Per diem paid when you are not traveling</strong>, for example on days you work from your home shop, is wages.</li>
<li><strong>Per diem that rises and falls with hours worked</strong>, or a lower base rate with "per diem" making up the difference, can be treated by the IRS as disguised wages.</li>
<li><strong>If you have no tax home</strong>, because you travel constantly and keep no regular residence, you are not "away from home," and per diem is generally taxable.</li>
</ul>

<h2>Travel time pay: taxable wages</h2>
<p>Under the FLSA, time spent traveling during your workday, such as driving from the shop to a job site or between sites, is generally hours worked. Overnight travel that cuts across your normal working hours usually counts too, even on a weekend. Your normal commute from home to your usual workplace does not. Any pay for travel time, whether at your regular rate or a separate travel rate, is taxable wages, counts toward your gross pay and, when it is hours worked, toward the 40 hours that trigger overtime.</p>

<h2>Mileage and car allowances</h2>
<ul>
<li><strong>Mileage reimbursement</strong> for business driving in your own vehicle, at or below the IRS standard mileage rate and backed by a mileage log, is generally not taxable.</li>
<li>A <strong>flat car or truck allowance</strong> paid regardless of miles driven is usually taxable wages.</li>
<li>Driving from home to your regular workplace is commuting and is not a business mile.</li>
</ul>

<h2>Quick reference</h2>
<table>
<thead><tr><th>Payment</th><th>Generally taxable?</th></tr></thead>
<tbody>
<tr><td>Per diem at or below the federal rate, accountable plan</td><td>No</td></tr>
<tr><td>Per diem above the federal rate, not substantiated</td><td>Yes, the excess</td></tr>
<tr><td>Pay for travel time</td><td>Yes</td></tr>
<tr><td>Mileage at or below the IRS rate, with a log</td><td>No</td></tr>
<tr><td>Flat vehicle allowance</td><td>Yes</td></tr>
<tr><td>Lodging paid directly by the employer while away</td><td>Generally no</td></tr>
</tbody>
</table>

<h2>Entering travel money in TakeHome</h2>
<p>The <a href="/calculator">TakeHome calculator</a> has two fields for this:</p>
<ul>
<li><strong>Travel pay</strong>: taxable money for the week, such as travel time pay or a flat allowance. It is added to gross pay and taxed at your combined rate.</li>
<li><strong>Per diem per day</strong>, with <strong>days worked</strong>: the calculator multiplies them (for example, $65 × 5 days = $325), adds the total to your gross and net pay, and never applies tax to it.</li>
</ul>
<p>If part of your per diem is taxable, enter that part as travel pay instead.</p>

<h2>Budget per diem honestly</h2>
<p>Per diem exists to cover the cost of being on the road. If motels and meals eat most of it, your real take-home from a travel job is closer to your net wages than your net pay plus per diem. Track what you actually spend on the road for a few weeks and enter those costs as expenses. A travel job that looks like a big raise sometimes is one and sometimes is not.</p>`,
  },
  {
    slug: '50-30-20-rule-on-a-weekly-paycheck',
    title: 'The 50/30/20 Rule, Applied to a Weekly Paycheck',
    excerpt:
      'The 50/30/20 rule splits take-home pay into needs, wants and savings. Here is how to apply it to weekly net pay, what to do when rent alone is half your check, and how to handle overtime weeks.',
    category: 'Budgeting',
    tags: ['50/30/20', 'budget', 'savings', 'net pay'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-08-25T13:00:00.000Z',
    content: `<p>The 50/30/20 rule is one of the simplest budgets there is: spend about <strong>50%</strong> of your take-home pay on needs, <strong>30%</strong> on wants and put <strong>20%</strong> toward savings and extra debt payments. It is usually described in monthly terms, but if you are paid weekly, running it on each check makes it easier to stick to.</p>

<h2>Start with net pay</h2>
<p>The percentages apply to <strong>net pay</strong>, what actually lands in your account after taxes and deductions. If your 401(k) contribution or health premium already comes out of your check, that money has been handled. Some people count their 401(k) contribution as part of the 20%; that is fine as long as you are consistent.</p>

<h2>A worked example</h2>
<p>Weekly net pay: $1,050.</p>
<table>
<thead><tr><th>Bucket</th><th>Share</th><th>Per week</th><th>Per month (× 4.33)</th></tr></thead>
<tbody>
<tr><td>Needs</td><td>50%</td><td>$525.00</td><td>$2,273.25</td></tr>
<tr><td>Wants</td><td>30%</td><td>$315.00</td><td>$1,363.95</td></tr>
<tr><td>Savings and debt</td><td>20%</td><td>$210.00</td><td>$909.30</td></tr>
</tbody>
</table>
<p>At $210 a week, this worker saves $10,920 a year (52 × $210).</p>

<h2>What goes in each bucket</h2>
<ul>
<li><strong>Needs (50%)</strong>: rent or mortgage, utilities, groceries, transportation to work, insurance, minimum debt payments, childcare, and work essentials such as required tools, boots and safety gear.</li>
<li><strong>Wants (30%)</strong>: dining out, entertainment, subscriptions, hobbies, travel, upgrades beyond what you need.</li>
<li><strong>Savings (20%)</strong>: emergency fund, retirement beyond payroll deductions, extra payments on credit cards or loans, saving for a down payment.</li>
</ul>
<p>Gray areas are normal. A truck you need for work is a need; the premium trim level is partly a want. Be honest rather than perfect.</p>

<h2>When needs are more than 50%</h2>
<p>In many cities, rent alone takes 35% to 45% of a single worker's net pay. If your needs come to 60% or more, the rule still helps. Use it as a direction rather than a verdict:</p>
<ol>
<li>Write down your real split. For example, 62/28/10.</li>
<li>Protect a savings amount first, even if it is 5% to 10%, and move it on payday.</li>
<li>Trim wants before cutting savings to zero.</li>
<li>Look for one large fix rather than many small ones: a roommate, a cheaper car insurance quote, refinancing a high-rate car loan.</li>
<li>Revisit after every raise and move the split toward 50/30/20.</li>
</ol>

<h2>Overtime and irregular weeks</h2>
<p>Run the split on your <strong>base-hours</strong> net pay. In weeks with overtime, a simple rule is to send most or all of the extra to the 20% bucket. For example, if base net pay is $1,050 and an overtime week nets $1,380, the extra $330 goes straight to savings or debt. Over a year of occasional overtime, that can double what you save without changing your lifestyle.</p>
<p>If your hours swing widely, such as seasonal construction work, base the budget on a slow-season week and let busy-season money build the reserve that carries you through winter.</p>

<h2>Make it automatic</h2>
<ul>
<li>Split your direct deposit: many employers let you send a fixed amount or percentage to a second account.</li>
<li>Keep a separate "bills" account for needs so the wants money is obvious.</li>
<li>Look at the numbers weekly for the first month, then monthly.</li>
</ul>

<h2>See your own split</h2>
<p>After you calculate a paycheck in the <a href="/calculator">TakeHome calculator</a>, the Financial Planning Tools show the 50/30/20 split of your weekly net pay along with annual and monthly projections. Enter your bills in the Weekly Expenses section to see how your actual needs compare with the 50% target.</p>`,
  },
  {
    slug: 'union-dues-percentage-vs-flat-amount',
    title: 'Union Dues: Percentage of Pay vs. Flat Amount',
    excerpt:
      'Some locals charge working dues as a percentage of gross pay, others charge per hour or a flat monthly amount, and many combine them. Here is how each is calculated, how overtime affects it and how to estimate dues in your paycheck.',
    category: 'Union Benefits',
    tags: ['union dues', 'union', 'deductions', 'paycheck'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-09-03T13:00:00.000Z',
    content: `<p>Union dues fund the work that produces your contract: bargaining, enforcing the agreement, handling grievances, training and organizing. How much you pay, and how it is calculated, depends on your local's constitution and bylaws. The three common structures behave very differently when your hours change.</p>

<h2>1. Percentage dues</h2>
<p>Many locals, especially in the building trades, charge <strong>working dues</strong> (sometimes called a work assessment) as a percentage of gross wages, commonly somewhere between 1% and 5%. Some apply the percentage to wages only, others to the wage plus fringe package. Percentage dues rise and fall with your pay.</p>
<p>Example: at $32 an hour, 40 regular hours plus 5 overtime hours gives $1,280 + $240 = $1,520 gross. At 3%, dues are <strong>$45.60</strong> that week. In a 40-hour week, they are $38.40.</p>

<h2>2. Per-hour dues</h2>
<p>Some locals charge a set amount for each hour worked, for example $1.25 an hour. These track your hours rather than your pay, so overtime hours usually count once at the straight amount. At 45 hours, $1.25 an hour is <strong>$56.25</strong>.</p>

<h2>3. Flat dues</h2>
<p>Many unions charge a fixed amount per month or per quarter, often called basic or membership dues, regardless of hours. In industrial, public-sector and service unions, dues are sometimes a flat amount per pay period or are set at a number of hours' pay per month. A flat $60 a month works out to about <strong>$13.86 a week</strong> ($60 ÷ 4.33).</p>

<h2>How they compare</h2>
<table>
<thead><tr><th>Structure</th><th>40-hour week</th><th>45-hour week</th><th>Slow week (24 hours)</th></tr></thead>
<tbody>
<tr><td>3% of gross at $32/hour</td><td>$38.40</td><td>$45.60</td><td>$23.04</td></tr>
<tr><td>$1.25 per hour</td><td>$50.00</td><td>$56.25</td><td>$30.00</td></tr>
<tr><td>$60 per month, flat</td><td>$13.86</td><td>$13.86</td><td>$13.86</td></tr>
</tbody>
</table>
<p>Percentage and hourly dues flex with your work, which softens slow weeks. Flat dues are predictable but weigh more heavily when hours are short. Many members pay a combination: flat basic dues to the local plus working dues through payroll.</p>

<h2>How dues are collected</h2>
<p>With your written authorization (a dues checkoff), your employer deducts working dues from each check and sends them to the union, and they appear as an after-tax deduction on your stub. Basic dues are often paid directly to the local, monthly or quarterly. Initiation fees, special assessments and strike-fund contributions may be separate; your local's bylaws list them all.</p>

<h2>Are dues tax-deductible?</h2>
<p>For most employees, union dues are not deductible on the federal return under current law: the deduction for unreimbursed employee expenses, which used to include dues, is no longer available. A few states allow a deduction or credit for union dues on the state return, so check your state's instructions or ask a tax professional.</p>

<h2>Your rights</h2>
<ul>
<li>In right-to-work states, and for public-sector workers nationwide, you cannot be required to pay dues or fees as a condition of employment.</li>
<li>Elsewhere in the private sector, a contract can require a fee, but workers who are not members can object to paying for activities unrelated to representation.</li>
<li>Members have a right to information about union finances. Private-sector unions file annual financial reports with the U.S. Department of Labor, and those reports are public.</li>
</ul>

<h2>Estimating dues in TakeHome</h2>
<p>In the <a href="/calculator">TakeHome calculator</a>, check union member, open Taxes &amp; Deductions and enter your dues as either a percent or a dollar amount per week. Percent mode applies the rate to the calculator's taxable gross; dollar mode takes the amount as-is. For per-hour dues, multiply by your hours and enter dollars. For flat monthly dues, divide by 4.33 first. Dues are subtracted after taxes and other deductions, just as on your stub.</p>`,
  },
  {
    slug: 'hazard-pay-shift-differentials-and-safety-pay',
    title: 'Hazard Pay, Shift Differentials and Safety Pay: What Counts and How It Is Taxed',
    excerpt:
      'Night shifts, dangerous conditions and safety incentives can all add money to your check. Here is where each kind of premium comes from, how it affects your overtime rate and how it is taxed.',
    category: 'Safety Pay',
    tags: ['hazard pay', 'shift differential', 'safety', 'overtime', 'premium pay'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-09-15T13:00:00.000Z',
    content: `<p>Premiums for hard, risky or inconvenient work go by many names: hazard pay, shift differential, high time, hot pay, tunnel pay, height pay, hazmat premium, safety bonus. Most are not required by federal law. They come from your union contract, your employer's policy or, for some government jobs, specific regulations. Once they are promised, though, federal rules affect how they interact with overtime and taxes.</p>

<h2>Shift differentials</h2>
<p>A shift differential is extra pay for working evenings, nights, weekends or rotating shifts, usually a flat amount per hour ($1 to $3 is common) or a percentage of the base rate (often 5% to 15%). No federal law requires one, but they are standard in hospitals, manufacturing, utilities, transit and many union contracts.</p>

<h2>Hazard pay and condition premiums</h2>
<p>Hazard pay compensates for physical danger or unusual discomfort: working at height, underground, with energized lines, around hazardous materials or in extreme heat or cold. In the private sector it is set by contract or policy. Federal employees have defined programs: General Schedule employees can receive a hazard pay differential of up to 25% of basic pay for duties listed in federal regulations, and wage-grade employees can receive environmental differentials.</p>

<h2>Safety bonuses and incentives</h2>
<p>Some employers pay bonuses for safe work, such as a quarterly bonus for completing training, participating in safety meetings or reporting hazards. OSHA has cautioned that programs which reward crews for reporting no injuries can discourage honest reporting, and that disciplining or withholding benefits from someone for reporting an injury can be illegal retaliation. A well-designed program rewards safe behavior, not silence. Report every injury; your right to do so is protected.</p>

<h2>Premiums raise your overtime rate</h2>
<p>Under the FLSA, overtime is owed at 1.5 times your <strong>regular rate</strong>, and the regular rate generally includes shift differentials, hazard pay and non-discretionary bonuses, meaning any bonus you were promised or that is tied to attendance, production or safety goals.</p>
<p>Example: base rate $24, night differential $2, 45 hours, all on nights.</p>
<table>
<thead><tr><th>Method</th><th>Regular pay</th><th>Overtime pay</th><th>Total</th></tr></thead>
<tbody>
<tr><td>Correct: overtime on $26</td><td>40 × $26 = $1,040</td><td>5 × $39 = $195</td><td>$1,235</td></tr>
<tr><td>Incorrect: overtime on $24</td><td>40 × $26 = $1,040</td><td>5 × $36 = $180</td><td>$1,220</td></tr>
</tbody>
</table>
<p>Fifteen dollars a week is easy to miss and adds up to hundreds of dollars a year. If a non-discretionary bonus covers several weeks, the employer generally owes additional overtime for the weeks in which you worked overtime once the bonus is known.</p>

<h2>How premiums are taxed</h2>
<ul>
<li>Shift differentials, hazard pay and safety bonuses are <strong>taxable wages</strong>, subject to income tax, Social Security and Medicare.</li>
<li>When a bonus is paid separately from regular wages, employers often withhold federal income tax at a flat <strong>22%</strong> supplemental rate. That is only withholding; your actual tax is settled on your return.</li>
<li>Gift cards and other cash-equivalent safety awards are taxable. Small non-cash items, like a company jacket, may not be.</li>
<li>A flat allowance for boots or tools is generally taxable unless it is paid as a reimbursement under an accountable plan, with receipts.</li>
</ul>

<h2>Check your stub</h2>
<ol>
<li>Each premium should have its own line, with the hours it applies to.</li>
<li>Overtime hours worked on a differential shift should be paid at 1.5 times the combined rate.</li>
<li>Bonuses that cover past weeks should come with an overtime adjustment if you worked overtime in those weeks.</li>
<li>Compare premium rates with your contract or written policy every time it changes.</li>
</ol>

<h2>Estimating premiums in TakeHome</h2>
<p>If a differential applies to all your hours, the simplest approach in the <a href="/calculator">TakeHome calculator</a> is to enter the combined rate as your hourly rate ($26 in the example). The calculator then applies 1.5× and 2× to the full rate, matching how overtime should be paid. If a premium applies to only some hours, or is a one-time amount, add its value for the week to the travel pay field, which the calculator treats as taxable pay.</p>`,
  },
  {
    slug: '401k-contributions-percent-vs-dollar-amount',
    title: '401(k) Contributions: Percent of Pay vs. a Fixed Dollar Amount',
    excerpt:
      'Should you contribute a percentage of each paycheck or a set dollar amount? For hourly workers with variable overtime, the choice changes how much you save and whether you get your full employer match.',
    category: 'Payroll Tips',
    tags: ['401k', 'retirement', 'employer match', 'payroll deductions'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-09-24T13:00:00.000Z',
    content: `<p>Most 401(k) plans let you choose between contributing a <strong>percentage of pay</strong> from each check and a <strong>fixed dollar amount</strong>. For a salaried worker the two are nearly interchangeable. For an hourly worker whose overtime varies, they behave very differently.</p>

<h2>How each option works</h2>
<ul>
<li><strong>Percentage</strong>: the same share of every check goes to the plan. Bigger checks mean bigger contributions.</li>
<li><strong>Fixed dollar</strong>: the same amount leaves every check, no matter how many hours you worked.</li>
</ul>
<p>The plan document defines which pay counts. Many plans include overtime and bonuses in eligible compensation; some do not. Check your summary plan description.</p>

<h2>A worked example</h2>
<p>A worker earns $26 an hour. In a 40-hour week, gross pay is $1,040. In a week with 8 overtime hours, gross pay is $1,040 + $312 = $1,352. Say 30 weeks a year are straight 40s and 22 weeks include that overtime.</p>
<table>
<thead><tr><th>Election</th><th>40-hour week</th><th>Overtime week</th><th>Year</th></tr></thead>
<tbody>
<tr><td>6% of pay</td><td>$62.40</td><td>$81.12</td><td>$3,656.64</td></tr>
<tr><td>$65 per check</td><td>$65.00</td><td>$65.00</td><td>$3,380.00</td></tr>
<tr><td>$50 per check</td><td>$50.00</td><td>$50.00</td><td>$2,600.00</td></tr>
</tbody>
</table>
<p>The percentage election automatically saves more in good weeks and less in lean ones. The fixed amount gives a predictable net check, which some people value when money is tight.</p>

<h2>The employer match is where it matters most</h2>
<p>Matches are almost always stated as a percentage of pay, for example 100% of the first 4% you contribute, and many employers calculate the match <strong>check by check</strong>. With a fixed $50 contribution, that is 4.8% of a $1,040 check, enough for the full match. On a $1,352 overtime check, though, $50 is only 3.7%, so the employer matches $50 instead of $54.08. Over 22 overtime weeks, that is about <strong>$90 of free money left on the table</strong>.</p>
<p>Some plans make a <strong>true-up</strong> contribution at year end to fix this; many do not. If yours does not, a percentage election at or above the match rate is the safest way to collect it all.</p>

<h2>Front-loading and annual limits</h2>
<p>For 2026, the IRS limit on employee contributions is $24,500, with an additional $8,000 catch-up contribution at age 50 or older and a higher catch-up for ages 60 through 63. Few hourly workers hit the limit, but if you do, reaching it early in the year can stop your contributions, and a per-check match, for the rest of the year. Spread contributions across all 52 weeks unless your plan confirms a true-up.</p>

<h2>Traditional or Roth?</h2>
<ul>
<li><strong>Traditional</strong> contributions come out before federal income tax (and most state taxes), so they lower your tax bill now. Withdrawals in retirement are taxed.</li>
<li><strong>Roth</strong> contributions come out after tax, and qualified withdrawals in retirement are tax-free.</li>
</ul>
<p>Both are still subject to Social Security and Medicare tax. Younger workers and those in low brackets often favor Roth; workers in higher brackets often favor traditional. Splitting between them is a reasonable hedge.</p>

<h2>Which should you choose?</h2>
<ol>
<li>Choose a percentage at least equal to your employer's full match rate.</li>
<li>Raise it by 1 percentage point each year or with each raise, until you reach your target (often 10% to 15% including the match).</li>
<li>Use a fixed dollar amount only if a predictable check matters more to you right now, and make sure it covers the match in your biggest weeks.</li>
</ol>

<h2>Estimate it in TakeHome</h2>
<p>The 401(k) field in the <a href="/calculator">TakeHome calculator</a> has a percent/dollar toggle. In percent mode it takes the percentage of taxable gross pay, so you can see how your contribution changes in an overtime week. The calculator subtracts the contribution from net pay but does not lower its tax estimate for traditional contributions, so if yours are pre-tax, your actual check will usually be slightly higher than the estimate.</p>`,
  },
  {
    slug: 'hsa-vs-fsa-which-is-right-for-you',
    title: 'HSA vs. FSA: Which Health Account Fits Your Paycheck?',
    excerpt:
      'Health Savings Accounts and Flexible Spending Accounts both pay medical costs with pre-tax dollars, but they work very differently. Compare eligibility, 2026 limits, rollover rules and what happens when you change jobs.',
    category: 'Tax Tips',
    tags: ['hsa', 'fsa', 'health care', 'pre-tax'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-10-06T13:00:00.000Z',
    content: `<p>During open enrollment, many workers are offered a Health Savings Account (HSA), a Flexible Spending Account (FSA) or both. Each lets you pay medical bills with money that was never taxed, which for a typical worker is like getting a 20% to 30% discount on those costs. The rules, though, are very different.</p>

<h2>Side by side</h2>
<table>
<thead><tr><th></th><th>HSA</th><th>Health FSA</th></tr></thead>
<tbody>
<tr><td>Eligibility</td><td>Must be covered by an HSA-eligible high-deductible health plan and have no other disqualifying coverage</td><td>Offered by your employer; any medical plan, or none</td></tr>
<tr><td>2026 contribution limit</td><td>$4,400 self-only, $8,750 family, plus $1,000 catch-up at 55+</td><td>$3,400 per employee</td></tr>
<tr><td>Unused money</td><td>Stays yours and rolls over every year</td><td>Use it or lose it, except a limited carryover or grace period if the plan offers one</td></tr>
<tr><td>Who owns it</td><td>You, even if you change jobs</td><td>Your employer's plan; generally ends when you leave</td></tr>
<tr><td>Can be invested</td><td>Yes, once the balance meets the provider's minimum</td><td>No</td></tr>
<tr><td>Change contributions mid-year</td><td>Yes, any time</td><td>Only with a qualifying life event</td></tr>
</tbody>
</table>

<h2>How the HSA works</h2>
<p>An HSA has a triple tax advantage: contributions through payroll avoid federal income tax and Social Security and Medicare tax; growth is tax-free; and withdrawals for qualified medical expenses are tax-free. Withdrawals for anything else before age 65 are taxed and carry a 20% penalty; after 65, non-medical withdrawals are taxed like a traditional retirement account. A couple of states, including California, do not follow the federal treatment for state income tax.</p>
<p>The catch is the high-deductible plan: you pay more out of pocket before insurance kicks in. An HSA works best when you can afford the deductible or when you are healthy enough to let the balance build into a long-term medical reserve.</p>

<h2>How the FSA works</h2>
<p>A health FSA is funded by payroll deductions you elect for the plan year. A useful feature is that your <strong>full annual election is available on day one</strong>: elect $1,500, and you can spend $1,500 on a procedure in January even though only one week's contribution has come out. The risk is the deadline. Employers may allow either a carryover of unused funds (up to $680 into 2027) or a grace period of up to two and a half months, or neither. Anything beyond that is forfeited.</p>
<p>A separate <strong>dependent care FSA</strong> covers childcare and adult day care so a parent can work; its limit rose to $7,500 per household beginning in 2026.</p>

<h2>Can you have both?</h2>
<p>Not a general-purpose health FSA and an HSA at the same time. You can pair an HSA with a <strong>limited-purpose FSA</strong> that covers only dental and vision, and a dependent care FSA works with either.</p>

<h2>How to choose</h2>
<ul>
<li><strong>Choose an HSA</strong> if you are in an eligible high-deductible plan, want money that carries over and follows you between jobs, and can cover the deductible if something happens.</li>
<li><strong>Choose an FSA</strong> if your plan is not HSA-eligible, you have predictable costs (prescriptions, glasses, orthodontics, therapy) and you want the full amount available early in the year.</li>
<li><strong>Union members</strong>: many Taft-Hartley health plans are not high-deductible plans, so an HSA may not be an option. Ask your fund office what accounts are available.</li>
</ul>

<h2>Set the right FSA amount</h2>
<ol>
<li>Add up last year's out-of-pocket costs for copays, prescriptions, dental and vision.</li>
<li>Add anything you know is coming, like new glasses or a planned procedure.</li>
<li>Elect slightly less than the total. It is better to pay a little with taxed money than to forfeit the balance.</li>
</ol>

<h2>Put it in your weekly numbers</h2>
<p>Divide your annual election by the number of paychecks. A $1,500 FSA election is about $28.85 a week; a full $4,400 self-only HSA is about $84.62 a week. Enter that weekly amount in the HSA/FSA field of the <a href="/calculator">TakeHome calculator</a> to see its effect on your net pay. The calculator subtracts it from your check but does not reduce its tax estimate, so the real tax savings make your actual take-home slightly higher than the estimate.</p>`,
  },
  {
    slug: 'emergency-fund-four-months-of-net-pay',
    title: 'Building an Emergency Fund: Why Four Months of Net Pay',
    excerpt:
      'Layoffs between jobs, slow seasons, injuries and strikes hit hourly workers harder than most. Here is how to size an emergency fund at four months of net pay, where to keep it and how to build it week by week.',
    category: 'Financial Planning',
    tags: ['emergency fund', 'savings', 'financial planning', 'net pay'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-10-15T13:00:00.000Z',
    content: `<p>An emergency fund is money set aside for the things that are not in any budget: a layoff, a slow season, a car repair, an injury, a family emergency. For workers whose income depends on hours, and on whether the next job is lined up, it is the difference between a rough month and months of high-interest debt.</p>

<h2>Why four months?</h2>
<p>Common advice ranges from three to six months of expenses. TakeHome uses <strong>four months of net pay</strong> as its target, for a few reasons:</p>
<ul>
<li>Gaps between jobs, seasonal slowdowns and strikes often last several weeks to a few months.</li>
<li>State unemployment benefits, if you qualify, usually replace only part of your wages, are capped and can take a few weeks to start.</li>
<li>Net pay is a number you already know from your stub, so the target is easy to calculate. Because it is based on income rather than bare-minimum expenses, it builds in some cushion.</li>
</ul>
<p>If your work is highly seasonal, you are the only earner in your household, or you have dependents, aim higher. If you have a very stable job and a working partner, three months may be enough to start.</p>

<h2>Calculating your target</h2>
<p>The formula is weekly net pay × 4.33 (weeks per month) × 4 (months).</p>
<table>
<thead><tr><th>Weekly net pay</th><th>Monthly net (× 4.33)</th><th>Four-month target</th></tr></thead>
<tbody>
<tr><td>$650</td><td>$2,814.50</td><td>$11,258.00</td></tr>
<tr><td>$950</td><td>$4,113.50</td><td>$16,454.00</td></tr>
<tr><td>$1,250</td><td>$5,412.50</td><td>$21,650.00</td></tr>
</tbody>
</table>
<p>Those numbers can look intimidating. The point is not to have them by next month. The point is to know where you are headed.</p>

<h2>Build it in stages</h2>
<ol>
<li><strong>Starter fund: $1,000 or one week's net pay, whichever is more.</strong> This covers most car repairs and keeps small surprises off credit cards.</li>
<li><strong>One month of net pay.</strong> Enough to absorb a short layoff or a slow month.</li>
<li><strong>Four months of net pay.</strong> Your full cushion.</li>
</ol>
<p>If you carry credit card debt at high interest, many people keep the starter fund and then put extra money toward the debt before finishing the full fund.</p>

<h2>How long will it take?</h2>
<p>Divide the target by what you can set aside each week. With a $16,454 target and $150 a week, it takes about 110 weeks, a little over two years. Sending half of every overtime check's extra to the fund, and all of any tax refund, can cut that substantially. Annual raises help too, if the raise goes to savings before it goes to spending.</p>

<h2>Where to keep it</h2>
<ul>
<li>In a separate savings account, at a different bank if that helps you leave it alone, so it does not blend into spending money.</li>
<li>In an FDIC- or NCUA-insured account. Many high-yield savings accounts and credit unions pay meaningfully more interest than a standard checking account.</li>
<li>Not in the stock market. An emergency fund needs to be available and stable, especially during a downturn, when layoffs are most likely.</li>
</ul>

<h2>What counts as an emergency</h2>
<p>Job loss or cut hours, medical and dental bills, urgent car or home repairs that keep you working, and necessary travel for a family emergency. New tools you want, holiday gifts and a vacation are better handled with separate savings goals. When you use the fund, pause other extra savings and rebuild it first.</p>

<h2>Extra considerations for union members</h2>
<ul>
<li>Learn your union's strike fund rules: when benefits start and how much they pay.</li>
<li>Know your health fund's hour bank, so you know how long coverage lasts if work dries up.</li>
<li>Stay on the out-of-work list and understand how dispatch works in slow periods.</li>
</ul>

<h2>Let TakeHome do the math</h2>
<p>After a calculation, the Financial Planning Tools in the <a href="/calculator">TakeHome calculator</a> show your emergency fund target (weekly net pay × 4.33 × 4) and, when you set a savings goal, how many weeks it will take at your current left-over amount.</p>`,
  },
  {
    slug: 'overtime-rules-workweek-exemptions-daily-overtime',
    title: 'Overtime Rules Every Hourly Worker Should Know',
    excerpt:
      'Who is owed overtime, what counts as hours worked, when states require daily overtime, and what to do if your overtime is short. A practical guide to the rules behind time and a half.',
    category: 'Overtime',
    tags: ['overtime', 'flsa', 'wage and hour', 'workers rights'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-10-27T13:00:00.000Z',
    content: `<p>Time and a half sounds simple, but overtime disputes are among the most common wage complaints in the country. Most come down to a few questions: are you covered, which hours count and what rate applies. Here is a practical guide to the federal rules, with notes on where states and union contracts go further. It is general information, not legal advice.</p>

<h2>Who is entitled to overtime</h2>
<p>The Fair Labor Standards Act (FLSA) covers most private and public employers. If you are <strong>non-exempt</strong>, you must be paid at least 1.5 times your regular rate for hours over 40 in a workweek, whether you are paid hourly, by salary, by the piece or on commission.</p>
<p>To be <strong>exempt</strong> as an executive, administrative or professional employee, you generally must be paid a salary of at least $684 a week <strong>and</strong> your actual job duties must meet the legal tests. A job title alone does not make anyone exempt, and being paid a salary does not either. A salaried shift supervisor who spends most of the day doing the same work as the crew may well be owed overtime. Some states set a higher salary threshold.</p>

<h2>What counts as hours worked</h2>
<ul>
<li>Time you are required to be on the premises or on duty, including required pre-shift meetings, safety briefings and putting on required protective gear in many cases.</li>
<li>Work you are allowed to do, even if it was not requested, such as finishing a job after your shift. Employers may discipline unauthorized overtime, but they must pay for it.</li>
<li>Travel between job sites during the day.</li>
<li>Short breaks, usually up to 20 minutes.</li>
</ul>
<p>Generally not counted: your normal commute, bona fide meal periods of 30 minutes or more when you are fully relieved of duty, and paid time off. Holiday and vacation hours do not count toward the 40 under federal law, although many union contracts count them.</p>

<h2>The workweek is fixed</h2>
<p>Overtime is figured week by week. An employer cannot average 50 hours in one week with 30 in the next to avoid overtime, and cannot pay "comp time" instead of overtime in the private sector. (Public-sector employers can offer comp time under specific rules, and hospitals and nursing homes may use a special 14-day period.)</p>

<h2>Daily overtime and double time: state and contract rules</h2>
<p>Federal law has no daily overtime and no double time, but some states do:</p>
<ul>
<li><strong>California</strong>: 1.5× for hours over 8 in a workday and for the first 8 hours on the seventh consecutive workday; 2× for hours over 12 in a day and over 8 on the seventh day.</li>
<li><strong>Alaska</strong>: 1.5× for hours over 8 in a day, for employers with four or more employees.</li>
<li><strong>Colorado</strong>: 1.5× for hours over 12 in a workday or 12 consecutive hours.</li>
<li><strong>Nevada</strong>: 1.5× for hours over 8 in a 24-hour period for workers earning under 1.5 times the state minimum wage, unless a 4×10 schedule is agreed.</li>
</ul>
<p>Union contracts frequently add daily overtime, double time on Sundays and holidays, call-out minimums and premium pay for hours outside the normal shift. When a state law, a contract and federal law all apply, you receive the most generous.</p>

<h2>The regular rate</h2>
<p>Your overtime rate is 1.5 times your regular rate, which includes shift differentials and non-discretionary bonuses, not just your base rate. If you work two jobs at different rates for the same employer, overtime is usually based on a weighted average of the two rates, unless you agree in advance to another permitted method.</p>

<h2>Keep your own records</h2>
<p>Employers must keep time records, but yours are your best protection. Write down start and end times, meal breaks and any work done off the clock, and save your pay stubs. A notebook or phone note made at the time is strong evidence.</p>

<h2>If your overtime is wrong</h2>
<ol>
<li>Compare your records with your stub and raise the difference with payroll in writing.</li>
<li>If you are a union member, talk to your steward or business agent; the contract's grievance procedure may be faster.</li>
<li>You can file a complaint with the U.S. Department of Labor's Wage and Hour Division or your state labor agency. Complaints are confidential, and retaliation is illegal.</li>
<li>Do not wait: federal claims generally must be brought within two years, or three for willful violations.</li>
</ol>
<p>To check what an overtime week should pay, enter regular, overtime and double-time hours separately in the <a href="/calculator">TakeHome calculator</a> and compare its gross pay with your stub.</p>`,
  },
  {
    slug: 'compare-job-offers-total-package-effective-hourly-rate',
    title: 'How to Compare Two Job Offers: Total Package and Effective Hourly Rate',
    excerpt:
      'A higher wage is not always the better job. Compare offers by weekly net pay, the value of benefits paid on your behalf and your effective hourly rate across all hours worked. A worked union vs. non-union comparison.',
    category: 'Financial Planning',
    tags: ['job offer', 'total package', 'effective hourly rate', 'union benefits'],
    author: AUTHOR,
    featured: false,
    publishedAt: '2026-11-05T13:00:00.000Z',
    content: `<p>When two offers arrive, the hourly wage is the easiest number to compare and often the least informative. One job may pay more per hour but expect regular overtime and charge you for health insurance; another pays less but funds your family's coverage and a pension. Three numbers give a fairer comparison: <strong>weekly net pay</strong>, <strong>total package</strong> and <strong>effective hourly rate</strong>.</p>

<h2>The three numbers</h2>
<ul>
<li><strong>Weekly net pay</strong>: what you take home after taxes and deductions. It decides whether your bills get paid.</li>
<li><strong>Total package</strong>: net pay plus the value of benefits the employer pays on your behalf, such as health and welfare, pension and annuity contributions or a 401(k) match.</li>
<li><strong>Effective hourly rate</strong>: total package divided by all the hours you work, including overtime. It shows what an hour of your time is really worth in each job.</li>
</ul>

<h2>A worked comparison</h2>
<p><strong>Offer A (non-union):</strong> $34 an hour, 40 regular hours plus an expected 8 overtime hours a week. You contribute 5% to a 401(k), which the employer matches up to 4%, and pay $60 a week toward health insurance; the employer's share of the premium is worth about $170 a week.</p>
<p><strong>Offer B (union):</strong> $30 an hour, 40 hours. The contract pays $8.50 an hour to health and welfare, $3.00 to an annuity and $5.00 to a pension, $16.50 an hour in all. Working dues are 3% of gross.</p>
<p>To keep the arithmetic simple, both use a 22% combined tax rate applied to cash wages.</p>
<table>
<thead><tr><th></th><th>Offer A</th><th>Offer B</th></tr></thead>
<tbody>
<tr><td>Gross pay</td><td>$1,360 + $408 OT = $1,768.00</td><td>$1,200.00</td></tr>
<tr><td>Taxes (22%)</td><td>$388.96</td><td>$264.00</td></tr>
<tr><td>Your 401(k) (5%)</td><td>$88.40</td><td>none</td></tr>
<tr><td>Health premium</td><td>$60.00</td><td>$0</td></tr>
<tr><td>Union dues (3%)</td><td>none</td><td>$36.00</td></tr>
<tr><td><strong>Weekly net pay</strong></td><td><strong>$1,230.64</strong></td><td><strong>$900.00</strong></td></tr>
<tr><td>Employer benefits</td><td>$170 health + $70.72 match = $240.72</td><td>$16.50 × 40 = $660.00</td></tr>
<tr><td><strong>Total package</strong></td><td><strong>$1,471.36</strong></td><td><strong>$1,560.00</strong></td></tr>
<tr><td>Hours worked</td><td>48</td><td>40</td></tr>
<tr><td><strong>Effective hourly rate</strong></td><td><strong>$30.65</strong></td><td><strong>$39.00</strong></td></tr>
</tbody>
</table>

<h2>Reading the result</h2>
<p>Offer A puts <strong>$330 more cash</strong> in your pocket every week, which matters if you are paying down debt or saving for a down payment. Offer B delivers a <strong>larger total package for eight fewer hours</strong>, so every hour is worth about $8 more, and much of its value is health coverage and retirement you would otherwise have to pay for yourself.</p>
<p>Your own 401(k) contribution in Offer A is still your money, just saved rather than spent, so some people add it back when comparing. Here that would raise A's total package to $1,559.76, nearly tied with B, while B still needs eight fewer hours a week.</p>

<h2>Questions the numbers do not answer</h2>
<ol>
<li><strong>Is the overtime reliable?</strong> Without its 8 overtime hours, Offer A's gross drops to $1,360 and its effective rate changes too. Ask how many overtime hours the crew actually worked last year.</li>
<li><strong>How steady are the hours?</strong> Construction and other project work can mean weeks between jobs. Multiply expected weekly figures by the weeks you realistically expect to work, not 52.</li>
<li><strong>What does the health plan cover?</strong> Compare deductibles, out-of-pocket maximums and family coverage, not just premiums.</li>
<li><strong>How does the retirement plan vest?</strong> A pension may require several years of service; a 401(k) match may vest over time.</li>
<li><strong>What about raises?</strong> A union contract usually lists scheduled increases. Ask the non-union employer how raises are decided.</li>
<li><strong>Other costs</strong>: commute, tools, per diem and travel, shift times, paid time off.</li>
</ol>

<h2>Run both offers in TakeHome</h2>
<p>Enter each offer in the <a href="/calculator">TakeHome calculator</a>. For union offers, check union member and enter the health and welfare, annuity and pension rates; the results show total package (net pay plus union benefits) and effective hourly rate. TakeHome applies your tax rate to benefit contributions as well, a more cautious assumption than this example, so its net pay for a union offer will come out noticeably lower. For a non-union offer, add the value of the employer's health contribution and match to the net pay yourself. Save each calculation to your account to compare them side by side.</p>`,
  },
];
