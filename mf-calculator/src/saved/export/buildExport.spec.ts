/** @jest-environment node */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { savedCalculation } from '../../testing/savedCalculation';
import { buildExport } from './buildExport';

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

    const pages = text.match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/\(Net Pay\) Tj/g)).toHaveLength(pages);
    expect(text.match(/\(Total\) Tj/g)).toHaveLength(1);
    expect(text).toContain('(Week 40) Tj');
    expect(text.match(/\(Taxes: Federal income tax \$[\d.]+ · Social Security \$74\.40/g)).toHaveLength(40);
  });
});
