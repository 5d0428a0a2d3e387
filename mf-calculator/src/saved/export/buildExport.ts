import { retirementLabel } from '@takehome/calc-engine';
import type { SavedCalculationDto } from '@takehome/contracts';
import { formatMoney } from '@takehome/web-kit';
import { formatNumber } from '../../shared/format';
import { fileDate } from '../../shared/format';
import { figuresOf } from '../../shared/savedFigures';
import { isW4Figures, preTaxAmounts } from '../../calculator/results/resultLines';
import { BONUS_CHECK_LINES, BONUS_CHECK_TITLE, stateName } from '../../calculator/results/w4Lines';
import { stubSheet } from '../../calculator/results/stubSheet';
import { EXPORT_FORMATS, exportColumns, exportRows, exportTotals, type ExportFormat } from './exportTable';

export interface ExportFile {
  blob: Blob;
  fileName: string;
}

const TITLE = 'TakeHome — Saved Calculations';

/** CSV through papaparse: one header row, one row per calculation. */
async function csvBlob(calculations: readonly SavedCalculationDto[]): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const columns = exportColumns(calculations);
  const csv = Papa.unparse({ fields: columns.map((c) => c.header), data: exportRows(calculations, columns) });
  // The byte order mark tells Excel the file is UTF-8 ("—" and "·" stay themselves).
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

/** An .xlsx workbook through exceljs: money formatted as dollars, the header row bold and frozen. */
async function excelBlob(calculations: readonly SavedCalculationDto[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TakeHome';
  const sheet = workbook.addWorksheet('Calculations', { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = exportColumns(calculations);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.kind === 'text' ? 32 : 16,
    style:
      column.kind === 'money'
        ? { numFmt: '"$"#,##0.00' }
        : column.kind === 'percent'
          ? { numFmt: '0.00"%"' }
          : column.kind === 'date'
            ? { numFmt: 'yyyy-mm-dd' }
            : {},
  }));
  // Dates as dates (sortable, usable in formulas), not text: midnight UTC of the day, shown as yyyy-mm-dd.
  const dateColumns = columns.flatMap((column, index) => (column.kind === 'date' ? [index] : []));
  sheet.addRows(
    exportRows(calculations, columns).map((row) =>
      row.map((value, index) => (dateColumns.includes(index) ? new Date(`${String(value)}T00:00:00Z`) : value)),
    ),
  );
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const PDF_COLUMNS = [
  // The name takes what the others leave of the page's width.
  { header: 'Name', width: 'auto' as const, value: (c: SavedCalculationDto) => c.name },
  { header: 'Date', width: 24, value: (c: SavedCalculationDto) => c.calculationDate.slice(0, 10) },
  { header: 'Hours', width: 18, value: (c: SavedCalculationDto) => formatNumber(figuresOf(c).result.totalHours) },
  { header: 'Gross Pay', width: 30, value: (c: SavedCalculationDto) => formatMoney(c.results.grossPay) },
  { header: 'Deductions', width: 30, value: (c: SavedCalculationDto) => formatMoney(c.results.totalDeductions) },
  { header: 'Net Pay', width: 30, value: (c: SavedCalculationDto) => formatMoney(c.results.netPay) },
  { header: 'Expenses', width: 30, value: (c: SavedCalculationDto) => formatMoney(c.results.totalExpenses) },
  { header: 'Left Over', width: 30, value: (c: SavedCalculationDto) => formatMoney(c.results.leftOver) },
];

/** 'Taxes: Federal income tax $60.15 · Social Security $74.40 · …' for a W-4 mode save, else null. */
export function pdfTaxLine(calculation: SavedCalculationDto): string | null {
  const { input, result } = figuresOf(calculation);
  if (!isW4Figures(result)) return null;
  const parts = [
    `Federal income tax ${formatMoney(result.federalIncomeTax)}`,
    `Social Security ${formatMoney(result.socialSecurity)}`,
    `Medicare ${formatMoney(result.medicare)}`,
    ...(result.additionalMedicare > 0 ? [`Additional Medicare ${formatMoney(result.additionalMedicare)}`] : []),
    result.taxNotes.stateKind === 'none'
      ? `No state income tax in ${stateName(input.state)}`
      : input.state === ''
        ? 'No state chosen'
        : `${stateName(input.state)} income tax ${formatMoney(result.stateIncomeTax)}${result.taxNotes.stateEstimated ? ' (estimated)' : ''}`,
    // State programs and local taxes, a part each under the results' names.
    ...[...(result.taxNotes.contributionLines ?? []), ...(result.taxNotes.localLines ?? [])].map(
      (line) => `${line.name} ${formatMoney(line.amount)}`,
    ),
  ];
  return `Taxes: ${parts.join(' · ')}`;
}

/**
 * 'Deductions: Roth 403(b) $60.00 · HSA $25.00 · …' for a W-4 mode save that uses the retirement or pre-tax
 * choices beyond a traditional 401(k), else null.
 */
export function pdfPreTaxLine(calculation: SavedCalculationDto): string | null {
  const { input, result } = figuresOf(calculation);
  if (!isW4Figures(result)) return null;
  const plan = input.retirementPlan ?? '401k';
  const roth = Boolean(input.retirementRoth);
  const benefits = preTaxAmounts(input);
  if (!roth && plan === '401k' && benefits.length === 0) return null;
  const parts = [
    ...(result.retirement401kAmount > 0
      ? [`${retirementLabel(plan, roth)} ${formatMoney(result.retirement401kAmount)}`]
      : []),
    ...benefits.map(({ label, amount }) => `${label} ${formatMoney(amount)}`),
  ];
  return parts.length > 0 ? `Deductions: ${parts.join(' · ')}` : null;
}

/** 'Bonus Check: Bonus / Commission $2,500.00 · Federal Income Tax $550.00 · …' when the save has one, else null. */
export function pdfBonusLine(calculation: SavedCalculationDto): string | null {
  const { result } = figuresOf(calculation);
  const check = isW4Figures(result) ? result.supplementalCheck : undefined;
  if (!check) return null;
  const parts = BONUS_CHECK_LINES.map((line) => `${line.label} ${formatMoney(line.amount(check))}`);
  return `${BONUS_CHECK_TITLE}: ${parts.join(' · ')}`;
}

/** A landscape A4 report through jsPDF and jspdf-autotable: title, a table with its header on every page, and the totals. */
async function pdfBlob(calculations: readonly SavedCalculationDto[]): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'mm', format: 'a4' });
  const margin = 14;

  doc.setFontSize(16);
  doc.text(TITLE, margin, margin + 6);
  doc.setFontSize(10);
  doc.text(`${calculations.length} calculations · exported ${fileDate()}`, margin, margin + 13);

  const totals = exportTotals(calculations);
  autoTable(doc, {
    startY: margin + 19,
    margin: { left: margin, right: margin },
    theme: 'plain',
    styles: { font: 'helvetica', fontSize: 9, cellPadding: { top: 1.5, bottom: 1.5, left: 0, right: 4 } },
    headStyles: { fontStyle: 'bold' },
    footStyles: { fontStyle: 'bold' },
    columnStyles: Object.fromEntries(PDF_COLUMNS.map((column, index) => [index, { cellWidth: column.width }])),
    head: [PDF_COLUMNS.map((column) => column.header)],
    // A W-4 mode save gets smaller rows under its own: its taxes, its pre-tax choices and its bonus check
    // (docs/product/taxes.md).
    body: calculations.flatMap((calculation) => {
      const row = PDF_COLUMNS.map((column) => column.value(calculation));
      const notes = [pdfTaxLine(calculation), pdfPreTaxLine(calculation), pdfBonusLine(calculation)].flatMap(
        (content) =>
          content
            ? [
                [
                  {
                    content,
                    colSpan: PDF_COLUMNS.length,
                    styles: { fontSize: 8, cellPadding: { left: 4, bottom: 2 } },
                  },
                ],
              ]
            : [],
      );
      return [row, ...notes];
    }),
    foot: [
      [
        'Total',
        '',
        '',
        formatMoney(totals.grossPay),
        formatMoney(totals.totalDeductions),
        formatMoney(totals.netPay),
        formatMoney(totals.totalExpenses),
        formatMoney(totals.netAfterExpenses),
      ],
    ],
    showFoot: 'lastPage',
  });
  for (const calculation of calculations) drawStub(doc, autoTable, calculation);
  return doc.output('blob');
}

type Pdf = InstanceType<typeof import('jspdf').jsPDF>;
type AutoTable = typeof import('jspdf-autotable').autoTable;

/** The y below the table autoTable drew last. */
const below = (doc: Pdf) => (doc as Pdf & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;

/**
 * A page per calculation with the calculator's printed paycheck stub (./../../calculator/results/stubSheet.ts): the
 * same sections, lines, period table and notes, so the PDF and the browser's print agree (docs/product/sharing.md).
 */
function drawStub(doc: Pdf, autoTable: AutoTable, calculation: SavedCalculationDto) {
  const { input, result } = figuresOf(calculation);
  // The stub lists no expenses (its left over is the stored figure), so the saved list is not needed.
  const sheet = stubSheet(input, { ...result, weeklyExpenses: [] }, calculation.calculationDate);
  doc.addPage('letter', 'portrait');
  const margin = 13;
  const width = doc.internal.pageSize.getWidth();
  const half = (width - 2 * margin - 6) / 2;
  doc.setFontSize(15);
  doc.text(sheet.title, margin, margin + 5);
  doc.setFontSize(10);
  doc.text(calculation.name, margin, margin + 11);
  doc.setFontSize(8.5);
  doc.text(doc.splitTextToSize(sheet.subtitle, width - 2 * margin) as string[], margin, margin + 16);
  const top = margin + 21;
  const lineStyles = { font: 'helvetica', fontSize: 8.5, cellPadding: { top: 0.8, bottom: 0.8, left: 0, right: 2 } };
  let lowest = top;
  sheet.columns.forEach((sections, column) => {
    let y = top;
    for (const section of sections) {
      autoTable(doc, {
        startY: y,
        margin: { left: margin + column * (half + 6), right: width - margin - (column + 1) * half - column * 6 },
        tableWidth: half,
        theme: 'plain',
        styles: lineStyles,
        headStyles: { fontStyle: 'bold' },
        columnStyles: { 1: { halign: 'right' } },
        head: [[section.title.toUpperCase(), '']],
        body: section.lines.map((line) => [line.label, formatMoney(line.amount)]),
      });
      y = below(doc) + 3;
    }
    lowest = Math.max(lowest, y);
  });
  autoTable(doc, {
    startY: lowest + 2,
    margin: { left: margin, right: margin },
    theme: 'plain',
    styles: lineStyles,
    headStyles: { fontStyle: 'bold', halign: 'right' },
    columnStyles: {
      0: { fontStyle: 'bold' },
      1: { halign: 'right' },
      2: { halign: 'right' },
      3: { halign: 'right' },
      4: { halign: 'right' },
      5: { halign: 'right' },
    },
    head: [[{ content: 'PER PAY PERIOD', styles: { halign: 'left' } }, ...sheet.periods.headers]],
    body: sheet.periods.rows.map((row) => [row.label, ...row.values]),
  });
  doc.setFontSize(7.5);
  let y = below(doc) + 5;
  for (const note of sheet.notes) {
    const lines = doc.splitTextToSize(note, width - 2 * margin) as string[];
    doc.text(lines, margin, y);
    y += lines.length * 3.5 + 1;
  }
}

const BUILDERS: Record<ExportFormat, (calculations: readonly SavedCalculationDto[]) => Promise<Blob>> = {
  pdf: pdfBlob,
  csv: csvBlob,
  excel: excelBlob,
};

/** The selection as a real file; each format's library is loaded only when it is asked for. */
export async function buildExport(
  format: ExportFormat,
  calculations: readonly SavedCalculationDto[],
): Promise<ExportFile> {
  const { extension } = EXPORT_FORMATS.find((f) => f.value === format)!;
  return { blob: await BUILDERS[format](calculations), fileName: `takehome-calculations-${fileDate()}.${extension}` };
}
