import styled from 'styled-components';

/** The square × button that closes a dialog or dismisses a card; give it an aria-label. */
export const CloseButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;
