import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

describe('@takehome/calc-engine from the repository root', () => {
  it('loads as CommonJS', () => {
    const engine = createRequire(resolve(root, 'package.json'))('@takehome/calc-engine');
    expect(engine.calculatePaycheck({}).grossPay).toBe(1000);
  });

  it('loads as an ES module', async () => {
    const engine = await import('@takehome/calc-engine');
    expect(engine.calculatePaycheck({ hourlyRate: 30 }).grossPay).toBe(1200);
  });
});
