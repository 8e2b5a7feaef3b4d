// Toasts (spec: error or success, auto-close after 3 seconds). Any code may raise one; the viewport in
// the app shell shows them.
import { TOAST_AUTO_CLOSE_MS } from '@portal/contracts/constants';
import { useSyncExternalStore } from 'react';

export type TToastSeverity = 'error' | 'success';
export type TToast = { id: number; severity: TToastSeverity; message: string };

const listeners = new Set<() => void>();
let toasts: readonly TToast[] = [];
let nextId = 1;

const emit = (next: readonly TToast[]): void => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => emit(toasts.filter((toast) => toast.id !== id));

export const showToast = (severity: TToastSeverity, message: string): void => {
  // The same message twice at once (two failing calls) shows once.
  if (toasts.some((toast) => toast.severity === severity && toast.message === message)) return;
  const id = nextId++;
  emit([...toasts, { id, severity, message }]);
  setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS);
};

export const toast = {
  error: (message: string): void => showToast('error', message),
  success: (message: string): void => showToast('success', message),
};

export const clearToasts = (): void => emit([]);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly TToast[] => useSyncExternalStore(subscribe, () => toasts);
