export { theme, GlobalStyle, type Theme } from './theme';
// The engine's money formatter (cents rounded as written, never '-$0.00') and its ICU-free dates (libs/calc-engine/src/en-us.ts).
export { formatMoney, formatLongUtcDate } from '@takehome/calc-engine';
export { useDocumentTitle, SITE_TITLE } from './useDocumentTitle';
export {
  ApiError,
  apiFetch,
  configureServerApi,
  setAccessTokenGetter,
  siteOrigin,
  type AccessTokenGetter,
  type ApiRequestInit,
} from './api';
export { collectServerHead, noteServerHead, type ServerHead } from './serverHead';
export { createQueryClient, createQueryFn, defaultQueryFn, type UnauthorizedBehavior } from './query';
export {
  AuthContext,
  AuthProvider,
  SignedInOnly,
  useAuth,
  type AuthContextValue,
  type AuthProviderProps,
  type AuthUser,
  type SignInInput,
  type SignUpInput,
  type SignInOptions,
} from './auth';
export { RemoteBoundary, RemoteUnavailable, type RemoteBoundaryProps } from './RemoteBoundary';
export {
  RemoteLoaderProvider,
  RemoteWidget,
  type RemoteComponentLoader,
  type RemoteModuleId,
  type RemoteModuleProps,
  type RemoteWidgetProps,
} from './RemoteWidget';
export { WebKitProviders, type WebKitProvidersProps } from './WebKitProviders';

export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Field, Input, Label, Select, TextArea, type FieldProps } from './components/Field';
export { Modal, type ModalProps } from './components/Modal';
export { PageContainer } from './components/PageContainer';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { PageSpinner, Spinner, type SpinnerProps } from './components/Spinner';
export { ToastProvider, useToast, type ToastApi, type ToastMessage, type ToastTone } from './components/Toast';
export * from './usage';
export * from './growth';
export { setExternalSessionSource } from './auth/externalSessions';
export type { ExternalSession, ExternalSessionSource } from './auth/types';
export { FeatureGate, hasPlan, type FeatureGateProps, type GatedPlan } from './FeatureGate';
export * from './plans';
