import { useSyncExternalStore } from 'react';

/** Spec §9: one toast at a time, shown for 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes by itself. */
  duration?: number;
}

export interface Toast extends ToastInput {
  id: string;
  variant: ToastVariant;
}

type Listener = () => void;

let current: Toast | null = null;
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function dismissToast(id?: string): void {
  if (!current || (id !== undefined && current.id !== id)) {
    return;
  }
  clearTimeout(timer);
  current = null;
  emit();
}

/** Shows a toast, replacing the one on screen. Callable outside React. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  clearTimeout(timer);
  current = { ...input, id, variant: input.variant ?? 'default' };
  timer = setTimeout(() => dismissToast(id), input.duration ?? TOAST_DURATION_MS);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): Toast | null {
  return current;
}

export function useToast(): {
  toast: typeof toast;
  dismiss: typeof dismissToast;
  current: Toast | null;
} {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, dismiss: dismissToast, current: snapshot };
}
