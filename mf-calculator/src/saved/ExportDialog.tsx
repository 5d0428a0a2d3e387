import { useState } from 'react';
import styled from 'styled-components';
import type { SavedCalculationDto } from '@takehome/contracts';
import { Button, Modal, useFunnel } from '@takehome/web-kit';
import { saveFile } from '@takehome/web-kit/ui';
import { exportData } from '../api/calculations';
import { Breakdown } from '../shared/Breakdown';
import { Actions } from '../shared/Actions';
import { SegmentedChoice } from '../shared/SegmentedChoice';
import { buildExport } from './export/buildExport';
import { EXPORT_FORMATS, exportTotals, type ExportFormat } from './export/exportTable';

const FORMAT_OPTIONS = EXPORT_FORMATS.map((f) => ({ value: f.value, label: f.label, name: f.label }));

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Preview = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const Status = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.negative : theme.colors.positive)};
`;

type ExportState = { step: 'idle' } | { step: 'generating' } | { step: 'done'; fileName: string } | { step: 'failed' };

export interface ExportDialogProps {
  calculations: readonly SavedCalculationDto[];
  onClose: () => void;
}

/** docs/product/paths.md export dialog: pick PDF, CSV or Excel, see the selection's totals, get a real file. */
export function ExportDialog({ calculations, onClose }: ExportDialogProps) {
  const { recordFeatureUse } = useFunnel();
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const totals = exportTotals(calculations);
  const label = EXPORT_FORMATS.find((f) => f.value === format)!.label;

  const exportNow = async () => {
    setState({ step: 'generating' });
    try {
      const file = await buildExport(format, await exportData(calculations.map((calculation) => calculation.id)));
      saveFile(file.blob, file.fileName);
      recordFeatureUse(`export_${format}`);
      setState({ step: 'done', fileName: file.fileName });
    } catch (error) {
      console.error('Export failed', error);
      setState({ step: 'failed' });
    }
  };

  return (
    <Modal open title="Export Calculations" onClose={onClose} width="520px">
      <p>
        {calculations.length} {calculations.length === 1 ? 'calculation' : 'calculations'} selected
      </p>
      <Label>Format</Label>
      <SegmentedChoice<ExportFormat>
        name="export-format"
        label="Format"
        options={FORMAT_OPTIONS}
        value={format}
        onChange={(next) => {
          setFormat(next);
          setState({ step: 'idle' });
        }}
      />
      <Preview aria-label="Preview">
        <Breakdown
          lines={[
            { label: 'Gross Pay', amount: totals.grossPay },
            { label: 'Total Deductions', amount: totals.totalDeductions, minus: true },
            { label: 'Net Pay', amount: totals.netPay, total: true },
            { label: 'Total Expenses', amount: totals.totalExpenses, minus: true },
            { label: 'Net After Expenses', amount: totals.netAfterExpenses, total: true },
          ]}
        />
      </Preview>
      {state.step === 'done' && <Status role="status">{state.fileName} is downloading.</Status>}
      {state.step === 'failed' && (
        <Status $error role="alert">
          The {label} file could not be made. Please try again.
        </Status>
      )}
      <Actions>
        <Button onClick={() => void exportNow()} disabled={state.step === 'generating'}>
          {state.step === 'generating' ? 'Generating...' : `Export ${label}`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Actions>
    </Modal>
  );
}
