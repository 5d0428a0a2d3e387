import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type * as CalcEngine from '@takehome/calc-engine';

const root = resolve(import.meta.dirname, '../..');

describe('@takehome/calc-engine from the repository root', () => {
  it('loads as CommonJS', () => {
    // require() is untyped; the CommonJS build declares the same exports as the ES module one.
    const engine = createRequire(resolve(root, 'package.json'))('@takehome/calc-engine') as typeof CalcEngine;
    expect(engine.calculatePaycheck({}).grossPay).toBe(1000);
  });

  it('loads as an ES module', async () => {
    const engine = await import('@takehome/calc-engine');
    expect(engine.calculatePaycheck({ hourlyRate: 30 }).grossPay).toBe(1200);
  });
});
