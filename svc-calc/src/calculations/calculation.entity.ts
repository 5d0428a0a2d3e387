import { Column, Entity, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';
import type { PaycheckInput, PaycheckResult, WeeklyExpense } from '@takehome/calc-engine';

/** pg returns numeric as text; the figures are cents-rounded numbers both ways. */
const money: ValueTransformer = {
  to: (value: number) => value,
  from: (value: string) => Number(value),
};

export type StoredResults = Omit<PaycheckResult, 'weeklyExpenses'>;

/** A saved calculation: the clean inputs, the server's own results, and the figures queried by month. */
@Entity({ name: 'calculations' })
export class Calculation {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('varchar', { length: 120 }) name!: string;
  @Column('timestamptz', { name: 'calculation_date' }) calculationDate!: Date;
  @Column('json') inputs!: PaycheckInput;
  @Column('json') results!: StoredResults;
  @Column('json', { name: 'weekly_expenses' }) weeklyExpenses!: WeeklyExpense[];
  @Column('numeric', { name: 'gross_pay', transformer: money }) grossPay!: number;
  @Column('numeric', { name: 'net_pay', transformer: money }) netPay!: number;
  @Column('numeric', { name: 'left_over', transformer: money }) leftOver!: number;
  @Column('numeric', { name: 'total_deductions', transformer: money }) totalDeductions!: number;
  @Column('numeric', { name: 'total_expenses', transformer: money }) totalExpenses!: number;
}
