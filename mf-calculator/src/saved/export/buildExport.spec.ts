/** @jest-environment node */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SavedCalculationDto } from '@takehome/contracts';
import { savedCalculation } from '../../testing/savedCalculation';
import { formatMoney } from '@takehome/calc-engine';
import { stubSheet } from '../../calculator/results/stubSheet';
import { buildExport } from './buildExport';
import { EXPORT_COLUMNS } from './exportTable';

const calculations = [
  savedCalculation('a', { hourlyRate: 25, regularHours: 40 }, '2030-11-20T10:00:00.000Z', 'Base week'),
  savedCalculation(
    'b',
    { hourlyRate: 30, regularHours: 40, overtimeHours: 5, combinedTaxRate: 20, isUnion: true, pension: 4 },
    '2030-11-21T10:00:00.000Z',
    'Overtime, "union" week',
  ),
];

/** W-4 mode: $30 × 40, married filing jointly, Texas (federal 60.15, Social Security 74.40, Medicare 17.40). */
const w4Week = savedCalculation(
  'c',
  { hourlyRate: 30, regularHours: 40, taxMode: 'w4', filingStatus: 'married_jointly', state: 'TX' },
  '2030-11-22T10:00:00.000Z',
  'W-4 week',
);

/**
 * W-4 mode with everything the results add since: a New York City resident (local tax), New York's PFL and DBL (state
 * programs), a $2,500 bonus on its own check, and a Roth 403(b) with HSA, dependent care and commuter benefits.
 */
const nycWeek = savedCalculation(
  'n',
  {
    hourlyRate: 40,
    regularHours: 40,
    taxMode: 'w4',
    filingStatus: 'single',
    state: 'NY',
    homeLocality: 'NY-NEW_YORK_CITY',
    payDate: '2026-07-15',
    stateCertificate: { allowances: 1, extraWithholding: 5 },
    supplementalPay: 2500,
    supplementalMethod: 'flat',
    retirement401k: 100,
    retirement401kIsPercent: false,
    retirementPlan: '403b',
    retirementRoth: true,
    hsa: 25,
    dependentCareFsa: 40,
    commuterBenefits: 15,
  },
  '2030-11-24T10:00:00.000Z',
  'NYC week with a bonus',
);

/** A W-4 save as stored before local taxes, state programs, bonus checks and pre-tax choices existed. */
function olderW4Save(): SavedCalculationDto {
  const saved = structuredClone(w4Week);
  const notes = saved.results.taxNotes as Partial<NonNullable<typeof saved.results.taxNotes>>;
  delete notes.localLines;
  delete notes.contributionLines;
  const inputs = saved.inputs as Partial<typeof saved.inputs>;
  for (const field of ['hsa', 'dependentCareFsa', 'commuterBenefits', 'retirementPlan', 'retirementRoth'] as const)
    delete inputs[field];
  return saved;
}

const headersOf = async (file: { blob: Blob }) =>
  Papa.parse<string[]>(await file.blob.text(), { header: false }).data[0].map((header) => header.replace('\uFEFF', ''));

describe('export files', () => {
  it('writes a CSV that papaparse reads back', async () => {
    const file = await buildExport('csv', calculations);

    expect(file.fileName).toMatch(/^takehome-calculations-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = Papa.parse<Record<string, string>>(await file.blob.text(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(2);
    expect(parsed.data[1]).toMatchObject({
      Name: 'Overtime, "union" week',
      Date: '2030-11-21',
      'Hourly Rate': '30',
      'Overtime Hours': '5',
      'Net Pay': String(calculations[1].results.netPay),
      'Net After Expenses': String(calculations[1].results.leftOver),
    });
  });

  it('starts the CSV with a byte order mark, and its deduction columns add up to Total Deductions', async () => {
    const saved = savedCalculation(
      'd',
      {
        hourlyRate: 30,
        regularHours: 40,
        combinedTaxRate: 20,
        retirement401k: 5,
        medicalInsurance: 40,
        hsaFsa: 10,
        extraWithholding: 15,
      },
      '2030-11-23T10:00:00.000Z',
      'Deductions — all of them · week',
    );
    const file = await buildExport('csv', [saved]);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [row] = Papa.parse<Record<string, string>>(await file.blob.text(), { header: true }).data;
    expect(row.Name).toBe('Deductions — all of them · week');
    expect(row['401(k)']).toBe('60');
    const parts = [
      'Total Taxes',
      'Extra Withholding',
      '401(k)',
      'Medical Insurance',
      'HSA/FSA',
      'Vacation/Holiday Fund',
    ];
    const sum = parts.reduce((total, header) => total + Number(row[header]), 0);
    expect(sum).toBeCloseTo(Number(row['Total Deductions']), 2);
  });

  it('stores the date of an Excel row as a date', async () => {
    const excel = await buildExport('excel', calculations);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Calculations')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Date');
    const cell = sheet.getRow(2).getCell(column);
    expect(cell.value).toEqual(new Date('2030-11-20T00:00:00Z'));
    expect(cell.numFmt).toBe('yyyy-mm-dd');
  });

  it('adds the tax lines of a W-4 mode save after the quick-estimate columns', async () => {
    const file = await buildExport('csv', [calculations[1], w4Week]);
    const [flat, w4] = Papa.parse<Record<string, string>>(await file.blob.text(), { header: true }).data;
    expect(w4).toMatchObject({
      'Net Pay': '1048.05',
      Taxes: 'From W-4 and state',
      'Filing Status': 'Married filing jointly (or qualifying surviving spouse)',
      State: 'TX',
      'Total Taxes': '151.95',
      'Federal Income Tax': '60.15',
      'Social Security': '74.4',
      Medicare: '17.4',
      'Additional Medicare': '0',
      'State Income Tax': '0',
      'Marginal Rate %': '19.65',
      'Effective Rate %': '12.66',
    });
    expect(flat).toMatchObject({
      Taxes: 'Quick estimate (one rate)',
      'Total Taxes': String(calculations[1].results.taxAmount),
      'Federal Income Tax': '',
      State: '',
    });

    const excel = await buildExport('excel', [w4Week]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Calculations')!;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Federal Income Tax');
    expect(sheet.getRow(2).getCell(header).value).toBe(60.15);
    expect(sheet.getRow(2).getCell(header).numFmt).toBe('"$"#,##0.00');

    const pdf = Buffer.from(await (await buildExport('pdf', [w4Week])).blob.arrayBuffer()).toString('latin1');
    expect(pdf).toContain('Federal income tax $60.15');
    expect(pdf).toContain('Social Security $74.40');
    expect(pdf).toContain('No state income tax in Texas');
  });

  it('adds a column per state program, local tax, pre-tax choice and bonus check line, named as the results name them', async () => {
    const file = await buildExport('csv', [calculations[1], w4Week, nycWeek]);
    const headers = await headersOf(file);
    const shared = EXPORT_COLUMNS.map((column) => column.header);
    expect(headers.slice(0, shared.length)).toEqual(shared);
    expect(headers.slice(shared.length)).toEqual([
      'NY Paid Family Leave',
      'NY Disability (DBL)',
      'New York City',
      'Retirement Plan',
      'HSA',
      'Dependent Care FSA',
      'Commuter Benefits',
      'Bonus Check: Bonus / Commission',
      'Bonus Check: Federal Income Tax',
      'Bonus Check: Social Security',
      'Bonus Check: Medicare',
      'Bonus Check: State Income Tax',
      'Bonus Check: Local Income Tax',
      'Bonus Check: Bonus After Taxes',
    ]);

    const [flat, texas, nyc] = Papa.parse<Record<string, string>>(await file.blob.text(), { header: true }).data;
    const notes = nycWeek.results.taxNotes!;
    const check = nycWeek.results.supplementalCheck!;
    expect(notes.localLines.map((line) => line.name)).toEqual(['New York City']);
    expect(nyc).toMatchObject({
      'NY Paid Family Leave': String(notes.contributionLines[0].amount),
      'NY Disability (DBL)': '0.6',
      'New York City': String(notes.localLines[0].amount),
      'Retirement Plan': 'Roth 403(b)',
      '401(k)': '100',
      HSA: '25',
      'Dependent Care FSA': '40',
      'Commuter Benefits': '15',
      'Bonus Check: Bonus / Commission': '2500',
      // Pub 15 §7 optional flat rate: 22% of 2,500.
      'Bonus Check: Federal Income Tax': '550',
      'Bonus Check: Social Security': '155',
      'Bonus Check: Medicare': '36.25',
      'Bonus Check: State Income Tax': String(check.stateIncomeTax),
      'Bonus Check: Local Income Tax': String(check.localIncomeTax),
      'Bonus Check: Bonus After Taxes': String(check.net),
    });
    expect(Number(nyc['Bonus Check: Bonus After Taxes'])).toBeCloseTo(
      2500 - 550 - 155 - 36.25 - check.stateIncomeTax - check.localIncomeTax,
      2,
    );
    // The tax columns add up to Total Taxes, and with the deductions to Total Deductions.
    const taxes = ['Federal Income Tax', 'Social Security', 'Medicare', 'Additional Medicare', 'State Income Tax'];
    const lines = ['NY Paid Family Leave', 'NY Disability (DBL)', 'New York City'];
    const sum = (headers: string[]) => headers.reduce((total, header) => total + Number(nyc[header]), 0);
    expect(sum([...taxes, ...lines])).toBeCloseTo(Number(nyc['Total Taxes']), 2);
    const deductions = ['Total Taxes', 'Extra Withholding', '401(k)', 'Medical Insurance', 'HSA/FSA', 'HSA'];
    expect(sum([...deductions, 'Dependent Care FSA', 'Commuter Benefits'])).toBeCloseTo(
      Number(nyc['Total Deductions']),
      2,
    );
    // The Texas W-4 save has a plan but none of New York's lines and no bonus; the quick estimate has none of them.
    expect(texas).toMatchObject({ 'New York City': '', 'Retirement Plan': '401(k)', HSA: '0' });
    expect(texas['Bonus Check: Federal Income Tax']).toBe('');
    for (const header of headers.slice(shared.length)) expect([header, flat[header]]).toEqual([header, '']);

    const excel = await buildExport('excel', [nycWeek]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await excel.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Calculations')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('New York City');
    expect(sheet.getRow(2).getCell(column).value).toBe(notes.localLines[0].amount);
    expect(sheet.getRow(2).getCell(column).numFmt).toBe('"$"#,##0.00');

    const pdf = Buffer.from(await (await buildExport('pdf', [nycWeek])).blob.arrayBuffer()).toString('latin1');
    expect(pdf).toContain(`NY Paid Family Leave $${notes.contributionLines[0].amount.toFixed(2)}`);
    // A PDF string escapes its parentheses.
    expect(pdf).toContain('NY Disability \\(DBL\\) $0.60');
    expect(pdf).toContain(`New York City $${notes.localLines[0].amount.toFixed(2)}`);
    expect(pdf).toContain(
      'Deductions: Roth 403\\(b\\) $100.00 · HSA $25.00 · Dependent Care FSA $40.00 · Commuter Benefits $15.00',
    );
    expect(pdf).toContain('Bonus Check: Bonus / Commission $2,500.00 · Federal Income Tax $550.00');
  });

  it('exports quick-estimate saves and older W-4 saves with exactly the columns and PDF lines they had', async () => {
    const older = olderW4Save();
    // Quick-estimate mode ignores W-4 mode's pre-tax inputs and bonus check.
    const quick = savedCalculation('q', { hourlyRate: 30, regularHours: 40, hsa: 25, supplementalPay: 500 });
    for (const selection of [[older], [quick], calculations, [quick, older, ...calculations]]) {
      expect(await headersOf(await buildExport('csv', selection))).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    }
    const pdf = Buffer.from(await (await buildExport('pdf', [older])).blob.arrayBuffer()).toString('latin1');
    expect(pdf).toContain('(Taxes: Federal income tax $60.15 · Social Security $74.40 · Medicare $17.40 · No state');
    expect(pdf).not.toContain('Deductions:');
    expect(pdf).not.toContain('Bonus Check');
  });

  it('writes an .xlsx workbook that exceljs opens', async () => {
    const file = await buildExport('excel', calculations);

    expect(file.fileName).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Calculations')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.getRow(1).getCell(11).value).toBe('Net Pay');
    expect(sheet.getRow(2).getCell(1).value).toBe('Base week');
    expect(sheet.getRow(2).getCell(11).value).toBe(1000);
    expect(sheet.getRow(3).getCell(11).value).toBe(calculations[1].results.netPay);
    expect(sheet.getRow(3).getCell(11).numFmt).toBe('"$"#,##0.00');
  });

  it('writes a PDF that names each calculation and its net pay', async () => {
    const file = await buildExport('pdf', calculations);

    expect(file.fileName).toMatch(/\.pdf$/);
    const text = Buffer.from(await file.blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Base week');
    expect(text).toContain('$1,000.00');
    expect(text).toContain('Net Pay');
  });

  it('lays a long PDF table over pages with its header on each and the totals once, at the end', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      savedCalculation(
        `w${i}`,
        { hourlyRate: 30, regularHours: 40, taxMode: 'w4', state: 'TX' },
        '2030-11-22T10:00:00.000Z',
        `Week ${i + 1}`,
      ),
    );
    const text = Buffer.from(await (await buildExport('pdf', many)).blob.arrayBuffer()).toString('latin1');

    // The table's pages, then a stub page for each calculation.
    const pages = text.match(/\/Type \/Page\b/g)!.length - many.length;
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/\(Net Pay\) Tj/g)).toHaveLength(pages);
    expect(text.match(/\(Total\) Tj/g)).toHaveLength(1);
    expect(text).toContain('(Week 40) Tj');
    expect(text.match(/\(Taxes: Federal income tax \$[\d.]+ · Social Security \$74\.40/g)).toHaveLength(40);
  });
});

describe('the PDF export and the printed stub (docs/product/sharing.md)', () => {
  /** A string as a PDF text operation writes it: in parentheses, with its own parentheses escaped. */
  const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

  it('draws each calculation on a page of its own with the stub the calculator prints, line for line', async () => {
    const pdf = Buffer.from(await (await buildExport('pdf', [w4Week, nycWeek])).blob.arrayBuffer()).toString('latin1');
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
    for (const calculation of [w4Week, nycWeek]) {
      const sheet = stubSheet(
        calculation.inputs,
        { ...calculation.results, weeklyExpenses: [] },
        calculation.calculationDate,
      );
      expect(pdf).toContain(pdfString(calculation.name));
      for (const section of sheet.columns.flat()) {
        expect(pdf).toContain(pdfString(section.title.toUpperCase()));
        for (const line of section.lines) {
          expect(pdf).toContain(pdfString(line.label));
          expect(pdf).toContain(pdfString(formatMoney(line.amount)));
        }
      }
      for (const row of sheet.periods.rows) for (const value of row.values) expect(pdf).toContain(pdfString(value));
    }
  });
});
