import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Input } from '@takehome/web-kit';
import { useDebouncedValue } from '../ui/useDebouncedValue';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** Searching waits for a short pause in typing, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;

const Form = styled.form`
  position: relative;
  flex: 1 1 260px;

  svg {
    position: absolute;
    top: 50%;
    left: 12px;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 40px;
  }
`;

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxProps {
  /** The search in effect (from the address). */
  query: string;
  onSearch: (query: string) => void;
}

/** Full-text search of the blog: searches as you type, or at once on Enter. */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The search changed elsewhere (filters cleared, Back button): show it in the box.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== text.trim()) setText(query);
  }

  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const search = useEffectEvent((value: string) => {
    if (value !== query) onSearch(value);
  });
  useEffect(() => search(settled), [settled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== query) onSearch(text.trim());
  };

  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search articles
      </VisuallyHidden>
      <SearchIcon />
      <Input
        id={inputId}
        type="search"
        placeholder="Search articles"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Form>
  );
}
