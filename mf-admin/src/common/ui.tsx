import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Read by screen readers, not drawn. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The heading of a dashboard section and one line on what it is for. */
export function SectionHeader({ title, id, children }: { title: string; id?: string; children?: ReactNode }) {
  return (
    <Header>
      <h2 id={id}>{title}</h2>
      {children && <p>{children}</p>}
    </Header>
  );
}

/** Title row of a card: its heading on the left, its actions on the right; wraps when narrow. */
export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CardNote = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A column of cards with even gaps. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/** Two cards side by side when the section is wide enough, one above the other otherwise. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  align-items: start;
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorBox = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.negative};
  background: ${({ theme }) => theme.colors.negativeSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A red line saying what went wrong, announced as it appears. */
export function ErrorNote({ children }: { children: ReactNode }) {
  return <ErrorBox role="alert">{children}</ErrorBox>;
}

/** The fields of a form in a column, with the buttons last. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Fields that sit side by side when there is room. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  align-items: start;
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
