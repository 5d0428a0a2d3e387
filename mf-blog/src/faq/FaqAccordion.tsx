import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FaqEntry } from '@takehome/contracts';

const List = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Item = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Question = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  button {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
    justify-content: space-between;
    width: 100%;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
    cursor: pointer;

    ${({ theme }) => theme.media.mobile} {
      padding: ${({ theme }) => theme.space.md};
    }
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  button:focus-visible {
    outline-offset: -3px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-right: 2px solid ${({ theme }) => theme.colors.teal};
  border-bottom: 2px solid ${({ theme }) => theme.colors.teal};
  transform: ${({ $open }) => ($open ? 'rotate(-135deg)' : 'rotate(45deg)')};
  transition: transform 150ms ease;
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    max-width: 72ch;
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

function FaqItem({ entry, open, onToggle }: { entry: FaqEntry; open: boolean; onToggle: () => void }) {
  const id = useId();
  return (
    <Item>
      <Question>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={onToggle}
        >
          {entry.question}
          <Chevron $open={open} aria-hidden="true" />
        </button>
      </Question>
      <Answer id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open}>
        <p>{entry.answer}</p>
      </Answer>
    </Item>
  );
}

/** Questions as buttons that show and hide their answers (the WAI-ARIA accordion pattern); several may be open. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openQuestions, setOpenQuestions] = useState<ReadonlySet<string>>(() => new Set([entries[0]?.question]));
  const toggle = (question: string) =>
    setOpenQuestions((current) => {
      const next = new Set(current);
      if (!next.delete(question)) next.add(question);
      return next;
    });

  return (
    <List>
      {entries.map((entry) => (
        <FaqItem
          key={entry.question}
          entry={entry}
          open={openQuestions.has(entry.question)}
          onToggle={() => toggle(entry.question)}
        />
      ))}
    </List>
  );
}
