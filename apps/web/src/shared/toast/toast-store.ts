// Toasts (spec: error or success, auto-close after 3 seconds). Any code may raise one; the viewport in
// the app shell shows them.
import { TOAST_AUTO_CLOSE_MS } from '@portal/contracts/constants';
import { useSyncExternalStore } from 'react';

export type TToastSeverity = 'error' | 'success';
/** A button in the toast (a report's View); clicking it also closes the toast. */
export type TToastAction = { label: string; onClick: () => void };
export type TToast = { id: number; severity: TToastSeverity; message: string; action?: TToastAction };

const listeners = new Set<() => void>();
let toasts: readonly TToast[] = [];
let nextId = 1;

const emit = (next: readonly TToast[]): void => {
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => emit(toasts.filter((toast) => toast.id !== id));

export const showToast = (severity: TToastSeverity, message: string, action?: TToastAction): void => {
  // The same message twice at once (two failing calls) shows once.
  if (toasts.some((toast) => toast.severity === severity && toast.message === message)) return;
  const id = nextId++;
  emit([...toasts, action ? { id, severity, message, action } : { id, severity, message }]);
  setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS);
};

export const toast = {
  error: (message: string, action?: TToastAction): void => showToast('error', message, action),
  success: (message: string, action?: TToastAction): void => showToast('success', message, action),
};

export const clearToasts = (): void => emit([]);

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly TToast[] => useSyncExternalStore(subscribe, () => toasts);
