import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@takehome/web-kit';

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  transition: transform 120ms ease;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface CollapsibleSectionProps {
  title: string;
  subtitle?: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A form section whose heading opens and closes it (Taxes & Deductions, Weekly Expenses). */
export function CollapsibleSection({ title, subtitle, open, onToggle, children }: CollapsibleSectionProps) {
  const bodyId = useId();
  return (
    <Card>
      <SectionTitle>
        <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span>
            {title}
            {subtitle && <small>{subtitle}</small>}
          </span>
          <Chevron $open={open} aria-hidden="true" />
        </Toggle>
      </SectionTitle>
      <Body id={bodyId} hidden={!open}>
        {children}
      </Body>
    </Card>
  );
}

/** Fields in as many columns as fit (`$min` wide at least): two on a phone, more where there is room. */
export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 140 }) => $min}px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;
