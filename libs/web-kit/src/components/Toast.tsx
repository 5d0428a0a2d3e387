import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
}

interface ShownToast extends Required<Omit<ToastMessage, 'description'>> {
  id: number;
  description?: string;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time). */
  showToast: (toast: ToastMessage) => void;
  dismissToast: () => void;
}

const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

const accents: Record<ToastTone, (t: Theme) => string> = {
  info: (t) => t.colors.teal,
  success: (t) => t.colors.positive,
  error: (t) => t.colors.negative,
};

const Region = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: 1100;
  width: min(380px, calc(100vw - 32px));

  ${({ theme }) => theme.media.mobile} {
    right: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.md};
  }
`;

const ToastCard = styled.div<{ $tone: ToastTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => accents[$tone](theme)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.navy};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Dismiss = styled.button`
  margin-left: auto;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);

  const showToast = useCallback((message: ToastMessage) => {
    setToast({ id: Date.now(), title: message.title, description: message.description, tone: message.tone ?? 'info' });
  }, []);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const api = useMemo(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="status" aria-live="polite">
        {toast && (
          <ToastCard key={toast.id} $tone={toast.tone}>
            <div>
              <strong>{toast.title}</strong>
              {toast.description && <p>{toast.description}</p>}
            </div>
            <Dismiss type="button" aria-label="Dismiss notification" onClick={dismissToast}>
              ×
            </Dismiss>
          </ToastCard>
        )}
      </Region>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
