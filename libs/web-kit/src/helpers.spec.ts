import { formatDate } from './format';
import { formatMoney } from './index';
import { saveFile } from './saveFile';

describe('formatDate', () => {
  it('writes a time as its date, and a dash when there is none', () => {
    expect(formatDate('2026-06-02T12:00:00')).toBe('Jun 2, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });
});

describe('formatMoney', () => {
  it("is the engine's: cents rounded as written, grouping, no '-$0.00'", () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(-42.5)).toBe('-$42.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});

describe('saveFile', () => {
  it('clicks a download link for the file, then lets its URL go', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:file');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('export.csv');
      expect(this.href).toBe('blob:file');
    });

    saveFile(new Blob(['a,b'], { type: 'text/csv' }), 'export.csv');

    expect(click).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
    expect(document.querySelector('a[download]')).toBeNull();
    jest.useRealTimers();
  });
});
